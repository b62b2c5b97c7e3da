import { MAX_API_KEYS } from "@portico/contracts";
import { md5Hex } from "@portico/domain";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THROTTLE_LIMITS } from "../modules/accounts/throttle.ts";
import { accountsTestEnv, codeIn, post, resetTokenIn, signUp } from "../test/accounts-fixtures.ts";
import { consoleMember } from "../test/console-members.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { createCustomer } from "../test/money-fixtures.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../test/smtp-catcher.ts";
import { solveAltcha } from "../test/solve-altcha.ts";
import { consoleClient, totpAt } from "../test/staff-fixtures.ts";
import { countTries, errorOf, fromAddress, newAddressEach, oneAddress } from "./principals/attacker.ts";
import { tokenBits } from "./principals/token-bits.ts";
import { recordFigure, scaled } from "./run-settings.ts";

/**
 * Issue #26 item 5: how many tries an attacker gets at each throttled door from one address and
 * from a thousand (behind nginx, TRUST_PROXY names the client), that a bot-challenge solution
 * works once, that tokens are long and unique, single use where they should be, and dead after
 * logout, a password reset, revocation and the console's sign-outs.
 */
const ADDRESSES = 1000;
const CONTACT_PER_HOUR = 5;
const KEY_PER_MINUTE = 120;
// Each accepted contact message is mailed: a thousand of them are the full run's.
const CONTACT_ADDRESSES = scaled({ ci: 50, full: 1000 });
let t: TestApp;
let smtp: SmtpCatcher;
let clock = new Date("2026-11-28T09:00:00Z");
const now = () => clock;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    now,
    env: {
      ...accountsTestEnv(smtp),
      // As deploy.md sets it behind nginx on the same host: the socket is the proxy.
      TRUST_PROXY: "loopback",
      CONTACT_RATE_LIMIT_PER_HOUR: String(CONTACT_PER_HOUR),
      API_KEY_RATE_LIMIT_PER_MINUTE: String(KEY_PER_MINUTE),
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const abuse = (name: string, value: number, expected: number) => recordFigure({ part: "abuse", name, value, expected });

const loginAs = async (email: string, password: string, headers: Record<string, string>) =>
  post(
    t.app,
    "/api/user/login",
    { username: email, password: md5Hex(password), token: await solveAltcha(t.app) },
    headers,
  );

const isStatus = (status: number) => (answer: LightMyRequestResponse) => answer.statusCode === status;

describe("throttles hold per account across a thousand addresses", () => {
  it("customer login: 5 wrong passwords per account, however many addresses; 20 per address across accounts", async () => {
    const { perAccount, perIp } = THROTTLE_LIMITS.login_failure;
    await signUp(t.app, smtp, "login-one@example.com");
    await signUp(t.app, smtp, "login-many@example.com");
    const wrong = (email: string) => (headers: Record<string, string>) => loginAs(email, "Wrong-guess-1", headers);
    const one = await countTries(30, oneAddress, wrong("login-one@example.com"), isStatus(429));
    const many = await countTries(ADDRESSES, newAddressEach, wrong("login-many@example.com"), isStatus(429));
    // Locked is locked: the right password from a fresh address is refused too.
    expect((await loginAs("login-many@example.com", "Sunflower42", fromAddress(5000))).statusCode).toBe(429);
    const spray = await countTries(
      30,
      () => 4000,
      (headers, index) => loginAs(`sprayed-${index}@example.com`, "Wrong-guess-1", headers),
      isStatus(429),
    );
    await abuse("login tries on one account, 1 address", one, perAccount);
    await abuse(`login tries on one account, ${ADDRESSES} addresses`, many, perAccount);
    await abuse("login tries across accounts, 1 address", spray, perIp);
    expect([one, many, spray]).toEqual([perAccount, perAccount, perIp]);
  }, 120_000);

  it("signup code: 5 guesses per code whatever the addresses; one code mailed per address a minute", async () => {
    const guesses = async (email: string, addressFor: (index: number) => number) => {
      const sent = await post(t.app, "/api/user/send_code", {
        email,
        token: await solveAltcha(t.app),
        type: "register",
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = codeIn((await smtp.nextFor(email)).text);
      const wrongCode = code === "000000" ? "000001" : "000000";
      // A guess counts when the right code would still have been taken at that moment.
      let open = 0;
      for (let index = 0; index < 50; index++) {
        const headers = fromAddress(addressFor(index));
        const right = await post(t.app, "/api/user/verify_code", { email, code }, headers);
        if (right.statusCode !== 200) break;
        open++;
        await post(t.app, "/api/user/verify_code", { email, code: wrongCode }, headers);
      }
      return open;
    };
    const one = await guesses("code-one@example.com", oneAddress);
    const many = await guesses("code-many@example.com", newAddressEach);
    await abuse("signup code guesses, 1 address", one, 5);
    await abuse("signup code guesses, many addresses", many, 5);

    const resend = async (email: string, addressFor: (index: number) => number, attempts: number) =>
      countTries(
        attempts,
        addressFor,
        async (headers) =>
          post(t.app, "/api/user/send_code", { email, token: await solveAltcha(t.app), type: "register" }, headers),
        (answer) => answer.statusCode !== 200,
      );
    const mailedOne = await resend("resend-one@example.com", oneAddress, 20);
    const mailedMany = await resend("resend-many@example.com", newAddressEach, ADDRESSES);
    await abuse("signup codes mailed to one address a minute, 1 client", mailedOne, 1);
    await abuse(`signup codes mailed to one address a minute, ${ADDRESSES} clients`, mailedMany, 1);
    expect([one, many, mailedOne, mailedMany]).toEqual([5, 5, 1, 1]);
  }, 120_000);

  it("password reset requests: 3 per account whatever the addresses", async () => {
    const { perAccount } = THROTTLE_LIMITS.reset_request;
    await signUp(t.app, smtp, "reset-one@example.com");
    await signUp(t.app, smtp, "reset-many@example.com");
    const request = (email: string) => (headers: Record<string, string>) =>
      post(t.app, "/api/user/find_password", { username: email }, headers);
    const one = await countTries(20, oneAddress, request("reset-one@example.com"), isStatus(429));
    const many = await countTries(ADDRESSES, (index) => 2000 + index, request("reset-many@example.com"), isStatus(429));
    await abuse("password reset requests on one account, 1 address", one, perAccount);
    await abuse(`password reset requests on one account, ${ADDRESSES} addresses`, many, perAccount);
    expect([one, many]).toEqual([perAccount, perAccount]);
  }, 120_000);

  it("contact form: 5 messages an hour per address (it has no account to count by)", async () => {
    const message = (headers: Record<string, string>, index: number) =>
      post(
        t.app,
        "/api/index/contact",
        { name: "Flood", email: `flood-${index}@example.com`, message: "Please call me back about proxies." },
        headers,
      );
    const one = await countTries(20, () => 7000, message, isStatus(429));
    const many = await countTries(CONTACT_ADDRESSES, (index) => 8000 + index, message, isStatus(429));
    await abuse("contact messages, 1 address", one, CONTACT_PER_HOUR);
    await abuse(`contact messages, ${CONTACT_ADDRESSES} addresses (one each)`, many, CONTACT_ADDRESSES);
    expect([one, many]).toEqual([CONTACT_PER_HOUR, CONTACT_ADDRESSES]);
  }, 120_000);

  it("API key: 120 requests a minute per key whatever the addresses", async () => {
    const customer = await createCustomer(t);
    const keyFor = async () =>
      (
        await post(t.app, "/api/member/api_keys/create", { name: "busy", access: "read" }, { token: customer.token })
      ).json().data.key as string;
    const use = (key: string) => (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/member/info", headers: { ...headers, authorization: `Bearer ${key}` } });
    // The app's clock stands still, so every request falls in the key's first minute.
    const one = await countTries(KEY_PER_MINUTE + 30, oneAddress, use(await keyFor()), isStatus(429));
    const many = await countTries(ADDRESSES, newAddressEach, use(await keyFor()), isStatus(429));
    await abuse("API key requests in a minute, 1 address", one, KEY_PER_MINUTE);
    await abuse(`API key requests in a minute, ${ADDRESSES} addresses`, many, KEY_PER_MINUTE);
    expect([one, many]).toEqual([KEY_PER_MINUTE, KEY_PER_MINUTE]);
  }, 120_000);

  it("console sign-in: 5 wrong passwords and 5 wrong codes per member, however many addresses", async () => {
    const { perAccount } = THROTTLE_LIMITS.staff_login_failure;
    const codeLimit = THROTTLE_LIMITS.staff_code_failure.perAccount;
    const memberOne = await consoleMember(t, "auditor", now);
    const memberMany = await consoleMember(t, "auditor", now);
    const wrongPassword = (email: string) => (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/console/login",
        payload: { email, password: "not the password at all" },
        headers: { ...headers, "x-portico-console": "1" },
      });
    const one = await countTries(30, oneAddress, wrongPassword(memberOne.email), isStatus(429));
    const many = await countTries(ADDRESSES, newAddressEach, wrongPassword(memberMany.email), isStatus(429));

    // The second step: signed in with the right password, then wrong codes.
    const codes = async (
      member: Awaited<ReturnType<typeof consoleMember>>,
      addressFor: (index: number) => number,
      attempts: number,
    ) => {
      const client = consoleClient(t.app);
      const signedIn = await client.post("/api/console/login", { email: member.email, password: member.password });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const right = totpAt(member.secret, clock);
      const wrongCode = right === "000000" ? "000001" : "000000";
      return countTries(
        attempts,
        addressFor,
        (headers) =>
          t.app.inject({
            method: "POST",
            url: "/api/console/second-factor/verify",
            payload: { code: wrongCode },
            headers: { ...headers, "x-portico-console": "1", cookie: `portico_staff=${client.cookie}` },
          }),
        isStatus(429),
      );
    };
    const codeMemberOne = await consoleMember(t, "auditor", now);
    const codeMemberMany = await consoleMember(t, "auditor", now);
    const codesOne = await codes(codeMemberOne, oneAddress, 30);
    const codesMany = await codes(codeMemberMany, newAddressEach, ADDRESSES);
    await abuse("console password tries on one member, 1 address", one, perAccount);
    await abuse(`console password tries on one member, ${ADDRESSES} addresses`, many, perAccount);
    await abuse("console code tries on one member, 1 address", codesOne, codeLimit);
    await abuse(`console code tries on one member, ${ADDRESSES} addresses`, codesMany, codeLimit);
    expect([one, many, codesOne, codesMany]).toEqual([perAccount, perAccount, codeLimit, codeLimit]);
  }, 120_000);

  it("the console's code lock holds the session's second step for the 15 minutes its message says (ADR 420)", async () => {
    const member = await consoleMember(t, "auditor", now);
    const client = consoleClient(t.app);
    await client.post("/api/console/login", { email: member.email, password: member.password });
    let locked: LightMyRequestResponse | undefined;
    for (let tries = 0; tries < 10 && locked?.statusCode !== 429; tries++) {
      locked = await client.post("/api/console/second-factor/verify", { code: "000000" });
    }
    expect(locked?.json().msg).toContain("15 minutes");
    // Time passes: the app's clock (the session's lock) and the throttle's rows (the wall clock's).
    const age = (minutes: number) => {
      clock = new Date(clock.getTime() + minutes * 60_000);
      return t.database.db.execute(
        sql`update auth_attempts set created_at = created_at - make_interval(mins => ${minutes})
            where kind = 'staff_code_failure' and subject = ${`email:staff:${member.email}`}`,
      );
    };
    const rightCode = () => {
      clock = new Date(clock.getTime() + 30_000);
      return client.post("/api/console/second-factor/verify", { code: totpAt(member.secret, clock) });
    };
    await age(6);
    expect((await rightCode()).statusCode).toBe(429);
    await age(10);
    expect((await rightCode()).statusCode).toBe(200);
  }, 60_000);
});

describe("challenges, tokens and codes", () => {
  it("a solved bot challenge is taken once", async () => {
    await signUp(t.app, smtp, "replay@example.com");
    const token = await solveAltcha(t.app);
    const payload = { username: "replay@example.com", password: md5Hex("Sunflower42"), token };
    expect((await post(t.app, "/api/user/login", payload)).statusCode).toBe(200);
    const replay = await post(t.app, "/api/user/login", payload);
    expect(errorOf(replay)).toBe("captcha_failed");
    const again = await post(t.app, "/api/user/send_code", { email: "replay-2@example.com", token, type: "register" });
    expect(errorOf(again)).toBe("captcha_failed");
    await abuse(
      "bot challenge solutions accepted twice",
      [replay, again].filter((r) => r.statusCode === 200).length,
      0,
    );
  });

  it("tokens are at least 128 bits and never repeat: sessions, API keys, reset links, staff sessions, customer views", async () => {
    const samples = scaled({ ci: 12, full: 100 });
    const customer = await createCustomer(t);
    await signUp(t.app, smtp, "tokens@example.com");
    const sessions: string[] = [];
    for (let index = 0; index < samples; index++) {
      const answer = await loginAs("tokens@example.com", "Sunflower42", fromAddress(9000 + index));
      expect(answer.statusCode, answer.body).toBe(200);
      sessions.push(answer.json().data.token);
    }
    const keys: string[] = [];
    // An account holds at most MAX_API_KEYS keys: past that, the next holder makes them.
    let holder = customer;
    for (let index = 0; index < samples; index++) {
      if (index > 0 && index % MAX_API_KEYS === 0) holder = await createCustomer(t);
      const answer = await post(
        t.app,
        "/api/member/api_keys/create",
        { name: `k${index}`, access: "read" },
        { token: holder.token },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      keys.push(answer.json().data.key);
    }
    const resets: string[] = [];
    for (let index = 0; index < samples; index++) {
      const target = await createCustomer(t);
      const before = smtp.messages.length;
      await post(t.app, "/api/user/find_password", { username: target.email }, fromAddress(9500 + index));
      resets.push(resetTokenIn((await smtp.nextFor(target.email, before)).text));
    }
    const member = await consoleMember(t, "support", now);
    const staffSessions: string[] = [];
    const views: string[] = [];
    for (let index = 0; index < samples; index++) {
      const client = consoleClient(t.app);
      await client.post("/api/console/login", { email: member.email, password: member.password });
      staffSessions.push(client.cookie ?? "");
      const view = await member.client.post("/api/console/customers/view", { customer_id: customer.userId });
      expect(view.statusCode, view.body).toBe(200);
      views.push(view.json().data.token);
    }
    const measured = [
      tokenBits(sessions),
      tokenBits(keys, "pk_live_"),
      tokenBits(resets),
      tokenBits(staffSessions),
      tokenBits(views, "cv_"),
    ];
    const shortest = Math.min(...measured.map((entry) => entry.bits));
    await recordFigure({ part: "abuse", name: "shortest token bits (format)", value: shortest });
    await abuse("tokens seen twice", measured.filter((entry) => !entry.distinct).length, 0);
    expect(shortest).toBeGreaterThanOrEqual(128);
    expect(measured.every((entry) => entry.distinct)).toBe(true);
  }, 120_000);

  it("reset links, signup codes, recovery codes and TOTP codes work once", async () => {
    let reused = 0;
    const refusedSecond = (answer: LightMyRequestResponse) => {
      if (answer.statusCode < 300) reused++;
      return answer.statusCode;
    };
    // A reset link.
    await signUp(t.app, smtp, "once@example.com");
    const before = smtp.messages.length;
    await post(t.app, "/api/user/find_password", { username: "once@example.com" }, fromAddress(9900));
    const token = resetTokenIn((await smtp.nextFor("once@example.com", before)).text);
    const reset = { token, password: md5Hex("Newflower43") };
    expect((await post(t.app, "/api/user/reset_password", reset)).statusCode).toBe(200);
    expect(
      refusedSecond(await post(t.app, "/api/user/reset_password", { ...reset, password: md5Hex("Third44x") })),
    ).toBe(422);

    // A signup code, once the account is made with it.
    const email = "code-once@example.com";
    const mark = smtp.messages.length;
    await post(t.app, "/api/user/send_code", { email, token: await solveAltcha(t.app), type: "register" });
    const code = codeIn((await smtp.nextFor(email, mark)).text);
    const digest = md5Hex("Sunflower42");
    const register = { email, password: digest, confirm_password: digest, first_name: "A", last_name: "B", code };
    expect((await post(t.app, "/api/user/register", register, fromAddress(9901))).statusCode).toBe(200);
    expect(refusedSecond(await post(t.app, "/api/user/verify_code", { email, code }))).toBe(422);

    // A recovery code passes the second step once.
    const member = await consoleMember(t, "auditor", now);
    const recovery = member.recoveryCodes[0] ?? "";
    const secondStep = async () => {
      const client = consoleClient(t.app);
      await client.post("/api/console/login", { email: member.email, password: member.password });
      return client.post("/api/console/second-factor/verify", { code: recovery });
    };
    expect((await secondStep()).statusCode).toBe(200);
    expect(refusedSecond(await secondStep())).not.toBe(200);

    // A TOTP code reauthenticates once (the enrolment took this step's code already).
    clock = new Date(clock.getTime() + 30_000);
    const totp = totpAt(member.secret, clock);
    expect((await member.client.post("/api/console/reauth", { code: totp })).statusCode).toBe(200);
    expect(refusedSecond(await member.client.post("/api/console/reauth", { code: totp }))).not.toBe(200);

    await abuse("single-use secrets accepted twice", reused, 0);
    expect(reused).toBe(0);
  }, 120_000);

  it("logout, a password reset, key revocation, the console's sign-outs and disabling end what they should", async () => {
    const alive: string[] = [];
    const info = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/member/info", headers });
    const expectDead = async (what: string, headers: Record<string, string>) => {
      const answer = await info(headers);
      if (answer.statusCode !== 401) alive.push(`${what}: ${answer.statusCode}`);
    };
    await signUp(t.app, smtp, "revoke@example.com");
    const signIn = async (address: number) =>
      (await loginAs("revoke@example.com", "Sunflower42", fromAddress(address))).json().data.token as string;

    // Logout ends that session.
    const first = await signIn(9950);
    expect((await info({ token: first })).statusCode).toBe(200);
    await post(t.app, "/api/user/logout", {}, { token: first });
    await expectDead("session after logout", { token: first });

    // A password reset ends every session.
    const [laptop, phone] = [await signIn(9951), await signIn(9952)];
    const before = smtp.messages.length;
    await post(t.app, "/api/user/find_password", { username: "revoke@example.com" }, fromAddress(9953));
    const token = resetTokenIn((await smtp.nextFor("revoke@example.com", before)).text);
    expect((await post(t.app, "/api/user/reset_password", { token, password: md5Hex("Newflower43") })).statusCode).toBe(
      200,
    );
    await expectDead("session after a password reset", { token: laptop });
    await expectDead("other session after a password reset", { token: phone });

    // A revoked key.
    const customer = await createCustomer(t);
    const created = (
      await post(t.app, "/api/member/api_keys/create", { name: "old", access: "read" }, { token: customer.token })
    ).json().data;
    const bearer = { authorization: `Bearer ${created.key}` };
    expect((await info(bearer)).statusCode).toBe(200);
    await post(t.app, "/api/member/api_keys/revoke", { id: created.id }, { token: customer.token });
    await expectDead("API key after revocation", bearer);

    // The console: support signs a customer out everywhere, and disables another.
    const support = await consoleMember(t, "support", now);
    const everywhere = await createCustomer(t);
    await support.client.post("/api/console/customers/sign-out", { customer_id: everywhere.userId });
    await expectDead("session after the console's sign-out everywhere", { token: everywhere.token });
    const disabled = await createCustomer(t);
    await support.client.post("/api/console/customers/disable", { customer_id: disabled.userId });
    await expectDead("session of a disabled customer", { token: disabled.token });

    // A customer view ends when support ends it.
    const viewed = await createCustomer(t);
    const view = (await support.client.post("/api/console/customers/view", { customer_id: viewed.userId })).json().data
      .token;
    expect((await info({ token: view })).statusCode).toBe(200);
    await post(t.app, "/api/member/view/end", {}, { token: view });
    await expectDead("customer view after it ended", { token: view });

    // Staff: signing out, and being disabled by an owner, end the console session.
    const me = (cookie: string | undefined) =>
      t.app.inject({ method: "GET", url: "/api/console/me", headers: { cookie: `portico_staff=${cookie}` } });
    const leaving = await consoleMember(t, "auditor", now);
    const leavingCookie = leaving.client.cookie;
    expect((await me(leavingCookie)).statusCode).toBe(200);
    await leaving.client.post("/api/console/logout");
    // A dead console cookie is told its session ended (401), as the console signs out on it.
    if ((await me(leavingCookie)).statusCode !== 401) alive.push("staff session after sign-out");
    const owner = await consoleMember(t, "owner", now);
    const dismissed = await consoleMember(t, "auditor", now);
    const staffList = (await owner.client.get("/api/console/staff")).json().data;
    const row = (staffList.list ?? staffList).find((entry: { email: string }) => entry.email === dismissed.email);
    expect((await owner.client.post("/api/console/staff/disable", { staff_id: row.id })).statusCode).toBe(200);
    if ((await me(dismissed.client.cookie)).statusCode !== 401) alive.push("staff session after disable");

    await abuse("credentials alive after logout, reset, revocation or sign-out", alive.length, 0);
    expect(alive).toEqual([]);
  }, 120_000);
});
