import { createHash } from "node:crypto";
import { FAILURE_WINDOW_MS, md5Hex } from "@portico/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAttempts, passwordResets, users } from "../../db/schema/index.ts";
import { accountsTestEnv, logIn, post, resetTokenIn, signUp } from "../../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: accountsTestEnv(smtp) });
  await signUp(t.app, smtp, "reset@example.com");
  await signUp(t.app, smtp, "twice@example.com");
  await signUp(t.app, smtp, "stale@example.com");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const findPassword = (username: string, remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/user/find_password", payload: { username }, remoteAddress, headers });

async function requestLink(email: string): Promise<string> {
  const before = smtp.messages.length;
  expect((await findPassword(email, `10.3.${before}.1`)).statusCode).toBe(200);
  return resetTokenIn((await smtp.nextFor(email, before)).text);
}

describe("password recovery", () => {
  it("answers the same for known and unknown addresses; only the known one gets mail", async () => {
    const before = smtp.messages.length;
    const known = await findPassword("reset@example.com", "10.9.0.1");
    const unknown = await findPassword("nobody@example.com", "10.9.0.2");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await smtp.nextFor("reset@example.com", before);
    expect(mail.subject).toBe("Reset your Portico password");
    expect(mail.text).toMatch(/https:\/\/portico\.test\/resetpassword\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.text).toMatch(/within 30 minutes/);
    expect(smtp.messages.slice(before).some((m) => m.to.includes("nobody@example.com"))).toBe(false);
  });

  it("resets with the link once, revokes every session, and the new password logs in", async () => {
    const session = (await logIn(t.app, "reset@example.com")).json().data.token as string;
    const token = await requestLink("reset@example.com");
    const reset = await post(t.app, "/api/user/reset_password", { token, password: md5Hex("NewPassw0rd") });
    expect(reset.json()).toEqual({ code: 1, msg: "ok", data: { reset: true } });

    expect((await t.app.inject({ url: "/api/member/info", headers: { token: session } })).statusCode).toBe(401);
    expect((await logIn(t.app, "reset@example.com", "Sunflower42", "10.4.0.1")).statusCode).toBe(422);
    expect((await logIn(t.app, "reset@example.com", "NewPassw0rd", "10.4.0.2")).statusCode).toBe(200);

    const reused = await post(t.app, "/api/user/reset_password", { token, password: md5Hex("Another123") });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      error: "reset_token_invalid",
      msg: "This password reset link is invalid or has expired. Please request a new one.",
    });
  });

  it("stores a link that expires 30 minutes after it was requested", async () => {
    const requestedAt = Date.now();
    const token = await requestLink("stale@example.com");
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, createHash("sha256").update(token).digest("hex")));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - requestedAt;
    expect(lifetime).toBeGreaterThan(30 * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });

  it("refuses an expired link and an unknown token, changing nothing", async () => {
    const token = await requestLink("stale@example.com");
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const [before] = await t.database.db.select().from(users).where(eq(users.email, "stale@example.com"));
    const expired = await post(t.app, "/api/user/reset_password", { token, password: md5Hex("Another123") });
    expect(expired.json().error).toBe("reset_token_invalid");
    const unknown = await post(t.app, "/api/user/reset_password", {
      token: "A".repeat(43),
      password: md5Hex("Another123"),
    });
    expect(unknown.json().error).toBe("reset_token_invalid");
    const [after] = await t.database.db.select().from(users).where(eq(users.email, "stale@example.com"));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it("throttles reset requests per account (3 in 5 minutes) and per address (10)", async () => {
    for (let i = 0; i < 3; i++) expect((await findPassword("twice@example.com", `10.5.0.${i}`)).statusCode).toBe(200);
    const locked = await findPassword("twice@example.com", "10.5.0.9");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      error: "reset_locked",
      msg: "Sorry, password reset requests exceed limitations, please try after 5 minutes.",
    });
    // The same lock for an unknown address: the limit cannot tell accounts apart either.
    for (let i = 0; i < 3; i++) await findPassword("unknown-x@example.com", `10.6.0.${i}`);
    expect((await findPassword("unknown-x@example.com", "10.6.0.9")).statusCode).toBe(429);

    for (let i = 0; i < 10; i++) expect((await findPassword(`many${i}@example.com`, "10.7.0.1")).statusCode).toBe(200);
    expect((await findPassword("fresh@example.com", "10.7.0.1")).statusCode).toBe(429);
  });

  it("holds the reset limit under parallel requests, and lifts it after 5 minutes", async () => {
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => findPassword("burst-reset@example.com", `10.10.0.${i}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429]);
    const age = (ms: number) =>
      t.database.db
        .update(authAttempts)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(authAttempts.subject, "email:burst-reset@example.com"));
    await age(FAILURE_WINDOW_MS - 10_000);
    expect((await findPassword("burst-reset@example.com", "10.10.1.1")).statusCode).toBe(429);
    await age(FAILURE_WINDOW_MS + 1_000);
    expect((await findPassword("burst-reset@example.com", "10.10.1.1")).statusCode).toBe(200);
  });

  it("writes the reset mail in the account's language", async () => {
    await t.database.db.update(users).set({ language: "zh-CN" }).where(eq(users.email, "stale@example.com"));
    const before = smtp.messages.length;
    expect((await findPassword("stale@example.com", "10.8.0.1")).statusCode).toBe(200);
    const mail = await smtp.nextFor("stale@example.com", before);
    expect(mail.subject).toBe("重置您的 Portico 密码");
    expect(mail.text).toMatch(/请在 30 分钟内打开以下链接/);
  });
});

describe("per-address limits behind a reverse proxy", () => {
  const PROXY = "10.0.0.1";
  const viaProxy = (app: TestApp, username: string, client: string) =>
    app.app.inject({
      method: "POST",
      url: "/api/user/find_password",
      payload: { username },
      remoteAddress: PROXY,
      headers: { "x-forwarded-for": client },
    });

  it("with TRUST_PROXY naming the proxy, each forwarded client has its own bucket", async () => {
    const proxied = await createTestApp({ env: { ...accountsTestEnv(smtp), TRUST_PROXY: PROXY } });
    try {
      for (let i = 0; i < 10; i++)
        expect((await viaProxy(proxied, `a${i}@example.com`, "203.0.113.5")).statusCode).toBe(200);
      expect((await viaProxy(proxied, "a10@example.com", "203.0.113.5")).statusCode).toBe(429);
      expect((await viaProxy(proxied, "b0@example.com", "203.0.113.6")).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("by default X-Forwarded-For is ignored: everyone behind the proxy shares its bucket", async () => {
    for (let i = 0; i < 10; i++) expect((await viaProxy(t, `c${i}@example.com`, "203.0.113.7")).statusCode).toBe(200);
    expect((await viaProxy(t, "d0@example.com", "203.0.113.8")).statusCode).toBe(429);
  });
});
