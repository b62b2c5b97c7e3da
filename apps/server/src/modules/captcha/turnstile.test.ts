import { md5Hex } from "@portico/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, post } from "../../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../../test/turnstile-siteverify.ts";

const SECRET = "0x4AAAAAAA-test-secret";
const PASSWORD = md5Hex("Sunflower42");

let t: TestApp;
let smtp: SmtpCatcher;
let siteverify: SiteverifyStandIn;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  siteverify = await startSiteverifyStandIn(SECRET);
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "0x4AAAAAAA-test-site",
      TURNSTILE_SECRET_KEY: SECRET,
      TURNSTILE_VERIFY_URL: siteverify.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await siteverify.close();
  await smtp.close();
});

const logIn = (token: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { username: "ts@example.com", password: PASSWORD, token },
    remoteAddress,
  });

describe("CAPTCHA_PROVIDER=turnstile", () => {
  it("signs up and logs in with tokens checked by siteverify with our secret and the caller's address", async () => {
    const before = smtp.messages.length;
    const sent = await post(t.app, "/api/user/send_code", {
      email: "ts@example.com",
      token: siteverify.issueToken(),
      type: "register",
    });
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await smtp.nextFor("ts@example.com", before)).text);
    const registered = await post(t.app, "/api/user/register", {
      email: "ts@example.com",
      password: PASSWORD,
      confirm_password: PASSWORD,
      first_name: "Tao",
      last_name: "Shi",
      code,
    });
    expect(registered.statusCode).toBe(200);

    const token = siteverify.issueToken();
    const login = await logIn(token, "203.0.113.7");
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toEqual(expect.any(String));
    expect(siteverify.calls.at(-1)).toEqual({ secret: SECRET, response: token, remoteip: "203.0.113.7" });
  });

  it("refuses a token siteverify does not know, and one used before", async () => {
    const unknown = await logIn("0.not-issued-by-the-widget");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 0, error: "captcha_failed" });

    const token = siteverify.issueToken();
    expect((await logIn(token)).statusCode).toBe(200);
    const replay = await logIn(token);
    expect(replay.json()).toMatchObject({ error: "captcha_failed" });
  });

  it("refuses every login while siteverify cannot be reached", async () => {
    const down = await createTestApp({
      env: {
        CAPTCHA_PROVIDER: "turnstile",
        TURNSTILE_SITE_KEY: "site",
        TURNSTILE_SECRET_KEY: SECRET,
        // Nothing listens on port 9 here: the check fails closed instead of letting people in.
        TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/siteverify",
      },
    });
    try {
      const response = await down.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { username: "ts@example.com", password: PASSWORD, token: siteverify.issueToken() },
      });
      expect(response.json()).toMatchObject({ error: "captcha_failed" });
    } finally {
      await down.close();
    }
  });

  it("allows Cloudflare's challenge script and frame in the CSP, and nothing else from outside", async () => {
    // A document's CSP (a data answer's allows nothing at all).
    const csp = (await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com;/);
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("/api/captcha/altcha");
    expect((await t.app.inject({ method: "GET", url: "/api/captcha/altcha" })).statusCode).toBe(404);
  });
});
