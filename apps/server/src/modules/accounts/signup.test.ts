import { createHash } from "node:crypto";
import { FAILURE_WINDOW_MS, md5Hex } from "@portico/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAttempts, emailCodes, legalDocuments, sessions, users } from "../../db/schema/index.ts";
import { accountsTestEnv, codeIn, logIn, post, signUp } from "../../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import { solveAltcha } from "../../test/solve-altcha.ts";

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: accountsTestEnv(smtp) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const digest = md5Hex("Sunflower42");
const registration = (email: string, code: string) => ({
  email,
  password: digest,
  confirm_password: digest,
  first_name: "Ana",
  last_name: "Souza",
  code,
});

async function sendCode(email: string, headers: Record<string, string> = {}) {
  const before = smtp.messages.length;
  const response = await post(
    t.app,
    "/api/user/send_code",
    { email, token: await solveAltcha(t.app), type: "register" },
    headers,
  );
  return { response, mail: response.statusCode === 200 ? await smtp.nextFor(email.toLowerCase(), before) : null };
}

describe("signup with an emailed code", () => {
  it("sends a 6-digit code over SMTP, verifies it, registers, and records the ad source and country", async () => {
    const { response, mail } = await sendCode("Ana@Example.com");
    expect(response.json()).toEqual({ code: 1, msg: "ok", data: { resend_after: 60 } });
    expect(mail?.subject).toBe("Your Portico verification code");
    expect(mail?.text).toMatch(/valid for 10 minutes/);
    const code = codeIn(mail?.text ?? "");

    const verified = await post(t.app, "/api/user/verify_code", { email: "ana@example.com", code });
    expect(verified.json().data).toEqual({ valid: true });

    const registered = await post(t.app, "/api/user/register", {
      ...registration("ana@example.com", code),
      country: "BR",
      from: "ad",
    });
    expect(registered.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "ana@example.com"));
    expect(user).toMatchObject({
      firstName: "Ana",
      lastName: "Souza",
      country: "BR",
      signupSource: "ad",
      testIpsLeft: 5,
    });
    // argon2id with at least 19 MiB, t=2, p=1, over the digest — never the digest itself.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(digest);

    const exists = await post(t.app, "/api/user/email_exists", { email: "ANA@example.com" });
    expect(exists.json().data).toEqual({ exists: true });
    expect((await post(t.app, "/api/user/email_exists", { email: "nobody@example.com" })).json().data).toEqual({
      exists: false,
    });
  });

  it("refuses a used code, and a second account on the same address", async () => {
    await signUp(t.app, smtp, "reuse@example.com");
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, "reuse@example.com"));
    expect(row?.usedAt).not.toBeNull();
    const again = await post(t.app, "/api/user/send_code", {
      email: "reuse@example.com",
      token: await solveAltcha(t.app),
      type: "register",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "email_exists", msg: "The email address already exists" });
  });

  it("counts wrong codes: after 5 wrong tries even the right code is refused", async () => {
    const { mail } = await sendCode("guess@example.com");
    const code = codeIn(mail?.text ?? "");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const response = await post(t.app, "/api/user/verify_code", { email: "guess@example.com", code: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: "code_invalid", msg: "The verification code is invalid" });
    }
    const right = await post(t.app, "/api/user/register", registration("guess@example.com", code));
    expect(right.json()).toMatchObject({ error: "code_invalid" });
  });

  it("holds the 5 wrong tries under parallel guesses: 20 at once are counted 5, then the right code is refused", async () => {
    // Register is also held to login's limit of 5 failures per account (below): of the ten
    // register guesses, those past that limit are refused as a locked login before the code is
    // weighed. Either way none gets through, and the code's own count stops at 5.
    const { mail } = await sendCode("race@example.com");
    const code = codeIn(mail?.text ?? "");
    // Twenty different wrong codes, half through verify_code and half through register, all at
    // once. PGlite runs one statement at a time; the PostgreSQL run is the one that races.
    const wrongs = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(
      wrongs.map((wrong, i) =>
        i % 2 === 0
          ? post(t.app, "/api/user/verify_code", { email: "race@example.com", code: wrong })
          : post(t.app, "/api/user/register", registration("race@example.com", wrong)),
      ),
    );
    const errors = answers.map((answer) => answer.json().error as string);
    expect(errors.filter((_, i) => i % 2 === 0)).toEqual(Array(10).fill("code_invalid"));
    for (const error of errors.filter((_, i) => i % 2 === 1)) expect(["code_invalid", "login_locked"]).toContain(error);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, "race@example.com"));
    expect(row?.wrongTries).toBe(5);
    const right = await post(t.app, "/api/user/verify_code", { email: "race@example.com", code });
    expect(right.json()).toMatchObject({ error: "code_invalid" });
    expect(await t.database.db.select().from(users).where(eq(users.email, "race@example.com"))).toEqual([]);
  });

  it("refuses a used code when it is tried again", async () => {
    const { mail } = await sendCode("twice@example.com");
    const code = codeIn(mail?.text ?? "");
    expect((await post(t.app, "/api/user/register", registration("twice@example.com", code))).statusCode).toBe(200);
    const verify = await post(t.app, "/api/user/verify_code", { email: "twice@example.com", code });
    expect(verify.statusCode).toBe(422);
    expect(verify.json()).toMatchObject({ error: "code_invalid" });
  });

  it("stores a code that expires 10 minutes after it was sent", async () => {
    const sentAt = Date.now();
    await sendCode("ttl@example.com");
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, "ttl@example.com"));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - sentAt;
    expect(lifetime).toBeGreaterThan(10 * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it("refuses an expired code", async () => {
    const { mail } = await sendCode("late@example.com");
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, "late@example.com"));
    const response = await post(
      t.app,
      "/api/user/register",
      registration("late@example.com", codeIn(mail?.text ?? "")),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe("code_invalid");
    expect(await t.database.db.select().from(users).where(eq(users.email, "late@example.com"))).toEqual([]);
  });

  it("enforces the 60 s resend wait on the server, without sending a second mail", async () => {
    const sentAt = Date.now();
    await sendCode("wait@example.com");
    const count = smtp.messages.length;
    const { response } = await sendCode("wait@example.com", { "accept-language": "zh-CN" });
    const elapsedSeconds = Math.ceil((Date.now() - sentAt) / 1000);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe("code_resend_too_soon");
    // The wait counts down from 60 while the test solves a fresh challenge, so the number
    // depends on how busy the machine is; it must be what is left of the 60 s.
    const [, seconds] = /^请等待 (\d+) 秒后再获取验证码。$/.exec(response.json().msg) ?? [];
    expect(Number(seconds)).toBeLessThanOrEqual(60);
    expect(Number(seconds)).toBeGreaterThanOrEqual(60 - elapsedSeconds);
    expect(smtp.messages.length).toBe(count);
  });

  it("needs a fresh bot-challenge solution: missing, forged and reused ones are refused", async () => {
    const missing = await post(t.app, "/api/user/send_code", { email: "bot@example.com", token: "", type: "register" });
    expect(missing.json()).toMatchObject({ error: "captcha_failed" });
    const forged = await post(t.app, "/api/user/send_code", {
      email: "bot@example.com",
      token: Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64"),
      type: "register",
    });
    expect(forged.json()).toMatchObject({ error: "captcha_failed" });
    const token = await solveAltcha(t.app);
    expect(
      (await post(t.app, "/api/user/send_code", { email: "bot1@example.com", token, type: "register" })).statusCode,
    ).toBe(200);
    const replay = await post(t.app, "/api/user/send_code", { email: "bot2@example.com", token, type: "register" });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().msg).toBe("The human verification failed or was already used. Please verify again.");
  });

  it("writes the code mail in the visitor's language", async () => {
    const { mail } = await sendCode("zhong@example.com", { "accept-language": "zh-CN" });
    expect(mail?.subject).toBe("Portico 注册验证码");
    expect(mail?.text).toMatch(/验证码 10 分钟内有效/);
  });

  it("rejects mismatched passwords, unknown countries and malformed fields, creating nothing", async () => {
    const { mail } = await sendCode("bad@example.com");
    const code = codeIn(mail?.text ?? "");
    const mismatch = await post(t.app, "/api/user/register", {
      ...registration("bad@example.com", code),
      confirm_password: md5Hex("Other1234"),
    });
    expect(mismatch.json()).toMatchObject({ error: "validation_failed", msg: "The passwords do not match" });
    const country = await post(t.app, "/api/user/register", {
      ...registration("bad@example.com", code),
      country: "XX",
    });
    expect(country.statusCode).toBe(400);
    const plain = await post(t.app, "/api/user/register", {
      ...registration("bad@example.com", code),
      password: "Sunflower42",
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().issues[0].path).toBe("password");
    expect(await t.database.db.select().from(users).where(eq(users.email, "bad@example.com"))).toEqual([]);
  });

  it("lists level-1 countries in the caller's language", async () => {
    const en = (await t.app.inject({ url: "/api/index/region?level=1" })).json().data;
    expect(en).toContainEqual({ country_code: "US", country_name: "United States" });
    const zh = (
      await t.app.inject({ url: "/api/index/region?level=1", headers: { "accept-language": "zh-CN" } })
    ).json().data;
    expect(zh).toContainEqual({ country_code: "US", country_name: "美国" });
    expect((await t.app.inject({ url: "/api/index/region?level=2" })).statusCode).toBe(400);
  });
});

const inject = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress, headers });

describe("a signup ends signed in", () => {
  it("answers a session token like login's: the member calls take it, it is stored and ends like login's", async () => {
    const { mail } = await sendCode("signed@example.com");
    const registered = await post(
      t.app,
      "/api/user/register",
      registration("signed@example.com", codeIn(mail?.text ?? "")),
    );
    expect(registered.statusCode).toBe(200);
    const { uid, token } = registered.json().data;
    const info = await t.app.inject({ url: "/api/member/info", headers: { token } });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ uid, email: "signed@example.com", username: "Ana Souza" });
    expect((await t.app.inject({ url: "/api/member/authorities", headers: { token } })).json().data).toMatchObject({
      show_test_ip: 1,
      left_test_ips: 5,
    });

    // Kept as login keeps its sessions: the SHA-256 of the token, ending after SESSION_MAX_DAYS.
    const digest = createHash("sha256").update(token).digest("hex");
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, digest));
    expect(session?.userId).toBe(uid);
    const lifetime = (session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 30 * 86_400_000)).toBeLessThan(5_000);

    const out = await t.app.inject({ method: "POST", url: "/api/user/logout", headers: { token } });
    expect(out.json().data).toEqual({ revoked: true });
    expect((await t.app.inject({ url: "/api/member/info", headers: { token } })).statusCode).toBe(401);
  });

  it("records the agreement's version and time; login asks again only once the legal texts change", async () => {
    const [privacy, terms] = await Promise.all(
      (["privacy", "terms"] as const).map(async (kind) => {
        const [row] = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
        return row?.updatedAt ?? new Date(0);
      }),
    );
    // The version is the newest "last updated" date of the two texts the agreement box names.
    const current = new Date(Math.max(privacy?.getTime() ?? 0, terms?.getTime() ?? 0)).toISOString();
    const before = Date.now();
    await signUp(t.app, smtp, "agreed@example.com");
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "agreed@example.com"));
    expect(user?.termsVersion).toBe(current);
    expect(user?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(user?.termsAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

    const login = await logIn(t.app, "agreed@example.com");
    expect(login.json().data.terms_accepted).toBe(true);

    // The terms are updated: the next login says so, and accepting records the new version.
    const changed = new Date(Math.max(Date.parse(current), Date.now()) + 86_400_000);
    await t.database.db.update(legalDocuments).set({ updatedAt: changed }).where(eq(legalDocuments.kind, "terms"));
    try {
      const asked = await logIn(t.app, "agreed@example.com");
      expect(asked.statusCode).toBe(200);
      expect(asked.json().data.terms_accepted).toBe(false);
      const token = asked.json().data.token;
      expect((await t.app.inject({ method: "POST", url: "/api/user/accept_terms" })).statusCode).toBe(401);
      const accepted = await t.app.inject({ method: "POST", url: "/api/user/accept_terms", headers: { token } });
      expect(accepted.json().data).toEqual({
        terms_version: changed.toISOString(),
        accepted_at: expect.any(Number),
      });
      expect(Math.abs(accepted.json().data.accepted_at * 1000 - Date.now())).toBeLessThan(5_000);
      const [after] = await t.database.db.select().from(users).where(eq(users.email, "agreed@example.com"));
      expect(after?.termsVersion).toBe(changed.toISOString());
      expect((await logIn(t.app, "agreed@example.com")).json().data.terms_accepted).toBe(true);
    } finally {
      await t.database.db.update(legalDocuments).set({ updatedAt: terms }).where(eq(legalDocuments.kind, "terms"));
    }
  });

  it("is held to login's limits per address: wrong codes count as failed logins, and a locked address gets no account", async () => {
    // Twenty wrong codes from one address (no code was ever sent to these addresses).
    for (let i = 0; i < 20; i++) {
      const wrong = await inject("/api/user/register", registration(`nocode${i}@example.com`, "123456"), "10.9.0.1");
      expect(wrong.json().error).toBe("code_invalid");
    }
    // The address is now locked for logins, as after twenty wrong passwords...
    await signUp(t.app, smtp, "bystander@example.com");
    expect((await logIn(t.app, "bystander@example.com", "Sunflower42", "10.9.0.1")).json().error).toBe("login_locked");
    // ...and for signups: the right code from there creates nothing and leaves the code unused.
    const { mail } = await sendCode("locked-ip@example.com");
    const code = codeIn(mail?.text ?? "");
    const locked = await inject("/api/user/register", registration("locked-ip@example.com", code), "10.9.0.1", {
      "accept-language": "zh-CN",
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      error: "login_locked",
      msg: "抱歉，登录失败次数超过限制，请 5 分钟后再试。",
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, "locked-ip@example.com"))).toEqual([]);
    const elsewhere = await inject("/api/user/register", registration("locked-ip@example.com", code), "10.9.0.2");
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.token).toEqual(expect.any(String));
  });

  it("is held to login's limits per account: after 5 failed logins on an address, its signup waits out the window", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await logIn(t.app, "wait-out@example.com", "Guess1234", `10.9.1.${i}`)).json().error).toBe(
        "invalid_credentials",
      );
    }
    const { mail } = await sendCode("wait-out@example.com");
    const code = codeIn(mail?.text ?? "");
    const locked = await inject("/api/user/register", registration("wait-out@example.com", code), "10.9.1.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      error: "login_locked",
      msg: "Sorry, login failures exceed limitations, please try after 5 minutes.",
    });
    await t.database.db
      .update(authAttempts)
      .set({ createdAt: new Date(Date.now() - FAILURE_WINDOW_MS - 1_000) })
      .where(eq(authAttempts.subject, "email:wait-out@example.com"));
    const registered = await inject("/api/user/register", registration("wait-out@example.com", code), "10.9.1.99");
    expect(registered.statusCode).toBe(200);
    // A signup that succeeds is not counted: the new account has its five tries.
    const attempts = await t.database.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.subject, "email:wait-out@example.com"));
    expect(attempts.filter((row) => row.createdAt.getTime() > Date.now() - FAILURE_WINDOW_MS)).toEqual([]);
  });
});
