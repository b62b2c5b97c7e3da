import { md5Hex } from "@portico/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsTestEnv, codeIn, logIn, post, resetTokenIn } from "../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../test/smtp-catcher.ts";
import { solveAltcha } from "../test/solve-altcha.ts";

const ALTCHA_SECRET = "altcha-hmac-secret-that-must-never-be-logged-0123456789";

let t: TestApp;
let smtp: SmtpCatcher;
const lines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    // Every level: nothing may leak even in a debug or trace log.
    env: { ...accountsTestEnv(smtp), LOG_LEVEL: "trace", ALTCHA_HMAC_SECRET: ALTCHA_SECRET },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("the log", () => {
  it("holds no code, password, session token, reset token, cookie or provider key, whatever the requests", async () => {
    const email = "log-check@example.com";
    const password = "Sunflower42";
    const newPassword = "Marigold-77";
    const secrets: string[] = [ALTCHA_SECRET, password, md5Hex(password), newPassword, md5Hex(newPassword)];

    // Signup with the emailed code.
    const before = smtp.messages.length;
    const challenge = await solveAltcha(t.app);
    secrets.push(challenge);
    expect((await post(t.app, "/api/user/send_code", { email, token: challenge, type: "register" })).statusCode).toBe(
      200,
    );
    const code = codeIn((await smtp.nextFor(email, before)).text);
    secrets.push(code);
    const digest = md5Hex(password);
    const registered = await post(t.app, "/api/user/register", {
      email,
      password: digest,
      confirm_password: digest,
      first_name: "Mei",
      last_name: "Lin",
      code,
    });
    expect(registered.statusCode).toBe(200);
    // Signup ends signed in: its session token is a secret too.
    secrets.push(registered.json<{ data: { token: string } }>().data.token);

    // A session, used on the header, with a cookie along.
    const login = await logIn(t.app, email, password);
    const token = login.json<{ data: { token: string } }>().data.token;
    secrets.push(token);
    const info = await t.app.inject({
      url: "/api/member/info",
      headers: { token, cookie: "language=en; tracking=cookie-value-secret" },
    });
    expect(info.statusCode).toBe(200);
    secrets.push("cookie-value-secret");
    // A refused login with a wrong password.
    expect((await logIn(t.app, email, "Wrong-password-1")).statusCode).toBe(422);
    secrets.push("Wrong-password-1", md5Hex("Wrong-password-1"));

    // Password recovery: the link's token in a page address and in the reset call.
    const mails = smtp.messages.length;
    await post(t.app, "/api/user/find_password", { username: email });
    const resetToken = resetTokenIn((await smtp.nextFor(email, mails)).text);
    secrets.push(resetToken);
    await t.app.inject({ url: `/resetpassword?token=${resetToken}` });
    const reset = await post(t.app, "/api/user/reset_password", { token: resetToken, password: md5Hex(newPassword) });
    expect(reset.statusCode).toBe(200);
    // The old session now answers 401, logged as such.
    expect((await t.app.inject({ url: "/api/member/info", headers: { token } })).statusCode).toBe(401);

    const log = lines.join("");
    // The log did record these requests: one line each, method, path, status and time.
    expect(log).toContain('"msg":"POST /api/user/register 200');
    expect(log).toContain('"path":"/resetpassword","status":404');
    for (const secret of secrets) expect(log, "a secret reached the log").not.toContain(secret);
  });
});
