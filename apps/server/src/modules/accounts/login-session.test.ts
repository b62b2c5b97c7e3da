import { createHash } from "node:crypto";
import { FAILURE_WINDOW_MS, md5Hex } from "@portico/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAttempts, sessions, users } from "../../db/schema/index.ts";
import { accountsTestEnv, codeIn, logIn, post, signUp } from "../../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import { solveAltcha } from "../../test/solve-altcha.ts";

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: accountsTestEnv(smtp) });
  await signUp(t.app, smtp, "li@example.com", "Sunflower42", { country: "CN" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? { token } : {} });
const tokenOf = (response: { json: () => { data: { token: string } } }) => response.json().data.token;

describe("login and sessions", () => {
  it("logs in with the digest and a solved challenge; the token opens the member calls", async () => {
    const response = await logIn(t.app, "LI@example.com");
    expect(response.statusCode).toBe(200);
    const token = tokenOf(response);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    // The database keeps the SHA-256 hex of the token the client got, never the token itself:
    // worked out here with node:crypto, not with the module's own helper.
    const digest = createHash("sha256").update(token).digest("hex");
    const rows = await t.database.db
      .select({ tokenHash: sessions.tokenHash, email: users.email })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, digest));
    expect(rows).toEqual([{ tokenHash: digest, email: "li@example.com" }]);
    const everyHash = (await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map(
      (row) => row.tokenHash,
    );
    expect(everyHash).not.toContain(token);
    for (const hash of everyHash) expect(hash).toMatch(/^[0-9a-f]{64}$/);

    const info = (await get("/api/member/info", token)).json();
    expect(info.data).toMatchObject({
      username: "Mei Lin",
      email: "li@example.com",
      first_name: "Mei",
      last_name: "Lin",
      country: "CN",
      language: "en",
    });
    const authorities = (await get("/api/member/authorities", token)).json();
    expect(authorities.data).toEqual({
      show_test_ip: 1,
      left_test_ips: 5,
      show_credit_balance: 0,
      max_charge_amount: 10000,
    });
  });

  it("answers 401 without a token", async () => {
    for (const url of ["/api/member/info", "/api/member/authorities"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 0, error: "unauthorized" });
    }
  });

  it("logout revokes the session: the same token then gets 401 everywhere, even on public calls", async () => {
    const token = tokenOf(await logIn(t.app, "li@example.com"));
    const out = await t.app.inject({ method: "POST", url: "/api/user/logout", headers: { token } });
    expect(out.json()).toEqual({ code: 1, msg: "ok", data: { revoked: true } });
    expect((await get("/api/member/info", token)).statusCode).toBe(401);
    const packages = await get("/api/index/packages?type=1", token);
    expect(packages.statusCode).toBe(401);
    expect(packages.json().msg).toBe("Your session has ended. Please log in again.");
    // Logging in again with a stale token in the header still works.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { token },
      payload: { username: "li@example.com", password: md5Hex("Sunflower42"), token: await solveAltcha(t.app) },
    });
    expect(again.statusCode).toBe(200);
  });

  it("ends idle sessions and sessions past their absolute expiry", async () => {
    const idle = tokenOf(await logIn(t.app, "li@example.com"));
    const old = tokenOf(await logIn(t.app, "li@example.com"));
    const all = await t.database.db.select().from(sessions).orderBy(sessions.id);
    const [idleRow, oldRow] = all.slice(-2);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(sessions.id, idleRow?.id ?? 0));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, oldRow?.id ?? 0));
    expect((await get("/api/member/info", idle)).statusCode).toBe(401);
    expect((await get("/api/member/info", old)).statusCode).toBe(401);
  });

  it("refuses a wrong password and a reused challenge without a session", async () => {
    const wrong = await logIn(t.app, "li@example.com", "NotMyPassword", "10.0.0.9");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: "invalid_credentials", msg: "The email or password is incorrect." });
    const token = await solveAltcha(t.app);
    const payload = { username: "li@example.com", password: md5Hex("Sunflower42"), token };
    expect((await post(t.app, "/api/user/login", payload)).statusCode).toBe(200);
    const replay = await post(t.app, "/api/user/login", payload);
    expect(replay.json()).toMatchObject({ error: "captcha_failed" });
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    const unknown = await logIn(t.app, "ghost@example.com", "Sunflower42", "10.0.0.8");
    const wrong = await logIn(t.app, "li@example.com", "Sunflower43", "10.0.0.8");
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("locks an account after 5 failures in 5 minutes with the spec's text, even with the right password", async () => {
    await signUp(t.app, smtp, "lock@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await logIn(t.app, "lock@example.com", "Wrong-guess", `10.1.0.${i}`)).statusCode).toBe(422);
    }
    const locked = await logIn(t.app, "lock@example.com", "Sunflower42", "10.1.0.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      error: "login_locked",
      msg: "Sorry, login failures exceed limitations, please try after 5 minutes.",
    });
    const zh = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { "accept-language": "zh-CN" },
      payload: { username: "lock@example.com", password: md5Hex("Sunflower42"), token: await solveAltcha(t.app) },
    });
    expect(zh.json().msg).toBe("抱歉，登录失败次数超过限制，请 5 分钟后再试。");
  });

  it("locks one address after 20 failures across many accounts", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await logIn(t.app, `spray${i}@example.com`, "Guess1234", "10.2.0.1")).statusCode).toBe(422);
    }
    expect((await logIn(t.app, "li@example.com", "Sunflower42", "10.2.0.1")).statusCode).toBe(429);
    expect((await logIn(t.app, "li@example.com", "Sunflower42", "10.2.0.2")).statusCode).toBe(200);
  });

  it("holds the account limit under parallel failures: of 12 wrong logins at once, 5 are weighed", async () => {
    await signUp(t.app, smtp, "burst@example.com");
    const tokens = [];
    for (let i = 0; i < 12; i++) tokens.push(await solveAltcha(t.app));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/user/login",
          payload: { username: "burst@example.com", password: md5Hex(`Guess-${i}`), token },
          remoteAddress: `10.4.0.${i}`,
        }),
      ),
    );
    const errors = answers.map((answer) => answer.json().error as string).sort();
    expect(errors).toEqual([...Array(5).fill("invalid_credentials"), ...Array(7).fill("login_locked")]);
    expect((await logIn(t.app, "burst@example.com", "Sunflower42", "10.4.1.1")).statusCode).toBe(429);
  });

  it("lifts the account lock once the failures are older than 5 minutes, and a success is not counted", async () => {
    await signUp(t.app, smtp, "window@example.com");
    // A successful login gives its attempt back: four failures after it still leave one try.
    expect((await logIn(t.app, "window@example.com", "Sunflower42", "10.8.0.1")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await logIn(t.app, "window@example.com", "Wrong-guess", "10.8.0.2")).statusCode).toBe(422);
    }
    expect((await logIn(t.app, "window@example.com", "Sunflower42", "10.8.0.3")).statusCode).toBe(429);
    const age = (ms: number) =>
      t.database.db
        .update(authAttempts)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(authAttempts.subject, "email:window@example.com"));
    await age(FAILURE_WINDOW_MS - 10_000);
    expect((await logIn(t.app, "window@example.com", "Sunflower42", "10.8.0.3")).statusCode).toBe(429);
    await age(FAILURE_WINDOW_MS + 1_000);
    expect((await logIn(t.app, "window@example.com", "Sunflower42", "10.8.0.3")).statusCode).toBe(200);
  });

  it("remembers a logged-in customer's language change", async () => {
    const token = tokenOf(await logIn(t.app, "li@example.com"));
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/index/lang",
      headers: { token },
      payload: { language: "zh-CN" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get("/api/member/info", token)).json().data.language).toBe("zh-CN");
  });
});

describe("CAPTCHA_PROVIDER=off", () => {
  it("accepts any challenge token outside production, for login and for sending a code", async () => {
    const off = await createTestApp({ env: { ...accountsTestEnv(smtp), CAPTCHA_PROVIDER: "off" } });
    try {
      const before = smtp.messages.length;
      const sent = await post(off.app, "/api/user/send_code", {
        email: "off@example.com",
        token: "off",
        type: "register",
      });
      expect(sent.statusCode).toBe(200);
      const code = codeIn((await smtp.nextFor("off@example.com", before)).text);
      const digest = md5Hex("Sunflower42");
      const registered = await post(off.app, "/api/user/register", {
        email: "off@example.com",
        password: digest,
        confirm_password: digest,
        first_name: "Off",
        last_name: "Line",
        code,
      });
      expect(registered.statusCode).toBe(200);
      const login = await post(off.app, "/api/user/login", {
        username: "off@example.com",
        password: digest,
        token: "off",
      });
      expect(login.statusCode).toBe(200);
      expect((await off.app.inject({ url: "/api/captcha/altcha" })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
