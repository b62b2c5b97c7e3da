import * as contract from "@portico/contracts";
import { type Endpoint, STAFF_COOKIE, STAFF_PERMISSIONS } from "@portico/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { auditEvents, staffInvitations, staffMembers, staffSessions } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createCustomer } from "../../test/money-fixtures.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import {
  acceptAndEnrol,
  type ConsoleClient,
  consoleClient,
  invitationTokenFor,
  totpAt,
} from "../../test/staff-fixtures.ts";
import { createStaffService } from "./staff.service.ts";

/**
 * The console's staff (ADR 420) through the whole app: the first owner from the command line,
 * invitations, the password, the mandatory TOTP with its recovery codes, the cookie session, the
 * permissions and re-authentication, and the rules on granting and on the last owner.
 */
let t: TestApp;
let smtp: SmtpCatcher;
let clock = new Date("2026-11-27T10:00:00Z");
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://shop.example" }, now });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const admin = (...argv: string[]) =>
  runAdminCommand(
    {
      db: t.database.db,
      providers: async () => t.app.payments.providers,
      staff: createStaffService({
        db: t.database.db,
        now,
        mail: t.app.mail,
        publicUrl: t.config.publicUrl,
        productName: t.config.productName,
      }),
    },
    argv,
  );

/** A new owner from the command line, enrolled. */
async function newOwner(email: string) {
  const before = smtp.messages.length;
  await admin("staff:invite", email, "--role", "owner");
  return {
    email,
    ...(await acceptAndEnrol(t.app, { token: await invitationTokenFor(smtp, email, before), email, now })),
  };
}

/** A member invited in the console by `inviter` to the role named, enrolled. */
async function invitedBy(inviter: ConsoleClient, email: string, roleName: string) {
  const roles = (await inviter.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
  const role = roles.find((entry) => entry.name === roleName);
  const before = smtp.messages.length;
  const invited = await inviter.post("/api/console/staff/invite", { email, role_id: role?.id });
  expect(invited.statusCode, invited.body).toBe(200);
  return {
    email,
    ...(await acceptAndEnrol(t.app, { token: await invitationTokenFor(smtp, email, before), email, now })),
  };
}

/** A fresh reauthentication: the next step's code, half a minute on. */
async function reauth(member: { client: ConsoleClient; secret: string }) {
  later(30_000);
  const answer = await member.client.post("/api/console/reauth", { code: totpAt(member.secret, clock) });
  expect(answer.statusCode, answer.body).toBe(200);
}

const consoleEndpoints = (Object.values(contract) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === "object" &&
    value !== null &&
    "path" in value &&
    String((value as Endpoint).path).startsWith("/api/console/"),
);

describe("the first owner, from npm run admin -- staff:invite", () => {
  it("is mailed a link that works once, sets a password, enrols TOTP from the QR code, gets recovery codes, and signs out", async () => {
    const email = "owner@example.com";
    expect(await admin("staff:invite", "Owner@Example.com", "--role", "owner")).toMatch(
      /^Invited owner@example\.com to the console as owner: the link is mailed and works once, until 2026-11-30T10:00:00\.000Z\.$/,
    );
    const mail = await smtp.nextFor(email);
    expect(mail.subject).toBe("Your invitation to the Portico console");
    expect(mail.text).toContain("https://shop.example/console/invite?token=");
    expect(mail.text).toContain("with the role: owner");
    const token = await invitationTokenFor(smtp, email);
    const [stored] = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(stored?.tokenHash).not.toContain(token);
    await expect(admin("staff:invite", "x@example.com", "--role", "root")).rejects.toThrow(
      "--role takes a built-in role: owner, finance, support, catalogue, content, auditor.",
    );

    const browser = consoleClient(t.app);
    const accept = { token, password: "a long staff password", display_name: "Olive Owner" };
    const noHeader = await browser.post("/api/console/invitation/accept", accept, { header: false });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error).toBe("staff_console_header_required");
    expect((await browser.post("/api/console/invitation/accept", accept)).json().data).toEqual({ email });
    const again = await browser.post("/api/console/invitation/accept", accept, { language: "zh-CN" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      error: "staff_invitation_invalid",
      msg: expect.stringContaining("邀请链接无效"),
    });

    const wrong = await browser.post("/api/console/login", { email, password: "not the password" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe("staff_invalid_credentials");
    const login = await browser.post("/api/console/login", { email, password: "a long staff password" });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers["set-cookie"]);
    expect(cookie).toMatch(
      new RegExp(`^${STAFF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Secure$`),
    );
    const enrolment = login.json().data;
    expect(enrolment.next).toBe("needs_enrolment");
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_uri).toBe(
      `otpauth://totp/Portico:owner%40example.com?secret=${enrolment.secret}&issuer=Portico&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [member] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    expect(member?.totpSecret).toMatch(/^v1\./);
    expect(member?.totpSecret).not.toContain(enrolment.secret);

    // Before enrolment the session reaches nothing but the enrolment and logout.
    for (const path of ["/api/console/me", "/api/console/staff", "/api/console/roles"])
      expect((await browser.get(path)).statusCode, path).toBe(403);
    expect((await browser.post("/api/console/second-factor/verify", { code: "123456" })).statusCode).toBe(403);
    const badCode = await browser.post("/api/console/enrolment/confirm", { code: totpAt(enrolment.secret, clock, 3) });
    expect(badCode.json().error).toBe("staff_code_invalid");
    const code = totpAt(enrolment.secret, clock);
    const enrolled = await browser.post("/api/console/enrolment/confirm", { code });
    expect(enrolled.statusCode).toBe(200);
    const recovery: string[] = enrolled.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const one of recovery) expect(one).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const me = (await browser.get("/api/console/me")).json().data;
    expect(me).toMatchObject({
      staff: { email, display_name: "Olive Owner" },
      roles: [{ name: "owner" }],
      reauth_fresh: true,
    });
    expect(me.permissions).toEqual([...STAFF_PERMISSIONS].sort());

    // The code just used is refused again inside its window (no replay).
    const replay = await browser.post("/api/console/reauth", { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error).toBe("staff_code_invalid");

    const out = await browser.post("/api/console/logout");
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toBe(
      `${STAFF_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure`,
    );
    const dead = consoleClient(t.app);
    dead.cookie = cookie.slice(STAFF_COOKIE.length + 1).split(";")[0];
    const afterLogout = await dead.get("/api/console/me");
    expect(afterLogout.statusCode).toBe(401);

    // The next sign-in asks for a code; a recovery code passes once.
    const next = consoleClient(t.app);
    expect((await next.post("/api/console/login", { email, password: "a long staff password" })).json().data).toEqual({
      next: "needs_code",
    });
    const recovered = await next.post("/api/console/second-factor/verify", { code: recovery[0]?.toUpperCase() });
    expect(recovered.json().data).toEqual({ recovery_codes_left: 9 });
    expect((await next.get("/api/console/me")).json().data.reauth_fresh).toBe(false);
    const third = consoleClient(t.app);
    await third.post("/api/console/login", { email, password: "a long staff password" });
    expect((await third.post("/api/console/second-factor/verify", { code: recovery[0] })).json().error).toBe(
      "staff_code_invalid",
    );
    later(30_000);
    expect(
      (await third.post("/api/console/second-factor/verify", { code: totpAt(enrolment.secret, clock) })).statusCode,
    ).toBe(200);
  });

  it("refuses an invitation past its 72 hours", async () => {
    const email = "late@example.com";
    const before = smtp.messages.length;
    await admin("staff:invite", email, "--role", "auditor");
    const token = await invitationTokenFor(smtp, email, before);
    later(72 * 3_600_000 + 1_000);
    const late = await consoleClient(t.app).post("/api/console/invitation/accept", {
      token,
      password: "a long staff password",
      display_name: "Late",
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe("staff_invitation_invalid");
  });
});

describe("who reaches the console", () => {
  it("answers a customer's session, a customer's API key and an anonymous caller 404 everywhere but the sign-in calls", async () => {
    const customer = await createCustomer(t);
    const key = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token: customer.token },
      payload: { name: "script", access: "full" },
    });
    const apiKey: string = key.json().data.key;
    expect(consoleEndpoints.length).toBeGreaterThan(12);
    const publicOnes: readonly string[] = contract.PUBLIC_CONSOLE_ENDPOINTS;
    for (const endpoint of consoleEndpoints) {
      for (const headers of [{}, { token: customer.token }, { authorization: `Bearer ${apiKey}` }]) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: { ...headers, "x-portico-console": "1" },
          ...(endpoint.method === "POST" ? { payload: {} } : {}),
        });
        if (publicOnes.includes(endpoint.operationId)) expect(response.statusCode, endpoint.path).toBe(400);
        else {
          expect(response.statusCode, `${endpoint.path} ${Object.keys(headers)}`).toBe(404);
          expect(response.json().error).toBe("not_found");
        }
      }
    }
  });

  it("never lets the staff cookie act as a customer, nor a stale one disturb the public site", async () => {
    const owner = await newOwner("cookie-owner@example.com");
    const asCookie = { cookie: `${STAFF_COOKIE}=${owner.client.cookie}` };
    expect((await t.app.inject({ url: "/api/member/info", headers: asCookie })).statusCode).toBe(401);
    const stale = { cookie: `${STAFF_COOKIE}=not-a-live-session-token` };
    expect((await t.app.inject({ url: "/api/member/info", headers: stale })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/console/me", headers: stale })).statusCode).toBe(401);
    // A public page's call with a stale console cookie is answered as any visitor's.
    expect((await t.app.inject({ url: "/api/index/privacy", headers: stale })).statusCode).toBe(200);
  });

  it("needs the console header on every mutation of a signed-in member", async () => {
    const owner = await newOwner("header-owner@example.com");
    const refused = await owner.client.post("/api/console/logout", {}, { header: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("staff_console_header_required");
    expect((await owner.client.get("/api/console/me")).statusCode).toBe(200);
  });

  it("ends a session after 30 minutes idle and after 12 hours in all", async () => {
    const owner = await newOwner("idle-owner@example.com");
    later(29 * 60_000);
    expect((await owner.client.get("/api/console/me")).statusCode).toBe(200);
    later(31 * 60_000);
    expect((await owner.client.get("/api/console/me")).statusCode).toBe(401);
    const busy = await newOwner("busy-owner@example.com");
    // A request every 20 minutes keeps it alive until 12 hours after the sign-in, not after.
    for (let step = 1; step < 36; step++) {
      later(20 * 60_000);
      expect((await busy.client.get("/api/console/me")).statusCode, `after ${step * 20} minutes`).toBe(200);
    }
    later(20 * 60_000);
    expect((await busy.client.get("/api/console/me")).statusCode).toBe(401);
    const sessions = await t.database.db.select().from(staffSessions);
    expect(
      sessions.every((session) => session.expiresAt.getTime() - session.createdAt.getTime() === 12 * 3_600_000),
    ).toBe(true);
  });
});

describe("permissions, re-authentication and the rules on granting", () => {
  it("gives each role its permissions; a member lacking one gets 403; money and staff changes need a fresh code", async () => {
    const owner = await newOwner("perm-owner@example.com");
    const support = await invitedBy(owner.client, "support@example.com", "support");
    const me = (await support.client.get("/api/console/me")).json().data;
    expect(me.permissions).toEqual([
      "customers:read",
      "customers:write",
      "impersonate:read",
      "orders:close",
      "orders:read",
    ]);
    const refused = await support.client.get("/api/console/staff");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "forbidden", msg: "Your role does not allow staff:read." });

    later(6 * 60_000);
    const stale = await owner.client.post("/api/console/staff/invite", { email: "later@example.com", role_id: 1 });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe("staff_reauth_required");
    expect((await owner.client.get("/api/console/me")).json().data.reauth_fresh).toBe(false);
    await reauth(owner);
    expect((await owner.client.get("/api/console/me")).json().data.reauth_fresh).toBe(true);
    const roles = (await owner.client.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
    const auditor = roles.find((role) => role.name === "auditor");
    expect(
      (await owner.client.post("/api/console/staff/invite", { email: "later@example.com", role_id: auditor?.id }))
        .statusCode,
    ).toBe(200);

    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "staff.invite"));
    expect(audited.map((row) => (row.after as { email: string }).email)).toContain("later@example.com");
  });

  it("refuses granting, or acting on, permissions the acting member lacks", async () => {
    const owner = await newOwner("grant-owner@example.com");
    const created = await owner.client.post("/api/console/roles/create", {
      name: "staff admin",
      permissions: ["staff:read", "staff:manage", "customers:read"],
    });
    expect(created.statusCode, created.body).toBe(200);
    const lead = await invitedBy(owner.client, "lead@example.com", "staff admin");
    const roles = (await lead.client.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
    const id = (name: string) => roles.find((role) => role.name === name)?.id;

    const toOwner = await lead.client.post("/api/console/staff/invite", {
      email: "boss@example.com",
      role_id: id("owner"),
    });
    expect(toOwner.statusCode).toBe(403);
    expect(toOwner.json()).toMatchObject({ error: "staff_grant_exceeds_own" });
    expect(toOwner.json().msg).toContain("orders:refund");
    const bigger = await lead.client.post("/api/console/roles/create", {
      name: "refunder",
      permissions: ["orders:refund"],
    });
    expect(bigger.json().error).toBe("staff_grant_exceeds_own");
    const ownerId = (await owner.client.get("/api/console/me")).json().data.staff.id;
    expect((await lead.client.post("/api/console/staff/disable", { staff_id: ownerId })).json().error).toBe(
      "staff_grant_exceeds_own",
    );
    expect(
      (await lead.client.post("/api/console/staff/roles", { staff_id: ownerId, role_ids: [id("staff admin")] })).json()
        .error,
    ).toBe("staff_grant_exceeds_own");
    expect(
      (
        await owner.client.post("/api/console/roles/update", { role_id: id("owner"), name: "owner", permissions: [] })
      ).json().error,
    ).toBe("staff_role_builtin");
    const leadId = (await lead.client.get("/api/console/me")).json().data.staff.id;
    const refusals = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.staffId, leadId))
      .orderBy(auditEvents.seq);
    expect(refusals.map((row) => [row.action, row.outcome, row.errorCode])).toEqual([
      ["staff.invite", "refused", "staff_grant_exceeds_own"],
      ["staff.role.create", "refused", "staff_grant_exceeds_own"],
      ["staff.disable", "refused", "staff_grant_exceeds_own"],
      ["staff.roles.set", "refused", "staff_grant_exceeds_own"],
    ]);
    // Within what it holds, the lead may invite.
    expect(
      (await lead.client.post("/api/console/staff/invite", { email: "reader@example.com", role_id: id("staff admin") }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps the last active owner: no demotion or disabling of them; a second owner lets the first go", async () => {
    // A database of its own: the owners made by the other tests would count here.
    // …and on plain http (local development), where the cookie cannot be Secure.
    const own = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:3000" }, now });
    try {
      const ownAdmin = (...argv: string[]) =>
        runAdminCommand(
          {
            db: own.database.db,
            providers: async () => own.app.payments.providers,
            staff: createStaffService({
              db: own.database.db,
              now,
              mail: own.app.mail,
              publicUrl: "http://localhost:3000",
              productName: "Portico",
            }),
          },
          argv,
        );
      const before = smtp.messages.length;
      await ownAdmin("staff:invite", "solo@example.com", "--role", "owner");
      const solo = await acceptAndEnrol(own.app, {
        token: await invitationTokenFor(smtp, "solo@example.com", before),
        email: "solo@example.com",
        now,
      });
      const plain = await consoleClient(own.app).post("/api/console/login", {
        email: "solo@example.com",
        password: solo.password,
      });
      expect(String(plain.headers["set-cookie"])).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
      const me = (await solo.client.get("/api/console/me")).json().data;
      const roles = (await solo.client.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
      const support = roles.find((role) => role.name === "support")?.id;
      const owner = roles.find((role) => role.name === "owner")?.id;
      const demote = await solo.client.post("/api/console/staff/roles", { staff_id: me.staff.id, role_ids: [support] });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toMatchObject({ error: "staff_last_owner" });
      expect((await solo.client.post("/api/console/staff/disable", { staff_id: me.staff.id })).json().error).toBe(
        "staff_last_owner",
      );
      const mark = smtp.messages.length;
      expect(
        (await solo.client.post("/api/console/staff/invite", { email: "second@example.com", role_id: owner }))
          .statusCode,
      ).toBe(200);
      await acceptAndEnrol(own.app, {
        token: await invitationTokenFor(smtp, "second@example.com", mark),
        email: "second@example.com",
        now,
      });
      const demoted = await solo.client.post("/api/console/staff/roles", {
        staff_id: me.staff.id,
        role_ids: [support],
      });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json().data.roles).toEqual([{ id: support, name: "support" }]);
      const audit = await own.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.resourceId, me.staff.id))
        .orderBy(auditEvents.seq);
      expect(audit.map((row) => [row.action, row.outcome, row.errorCode])).toEqual([
        ["staff.roles.set", "refused", "staff_last_owner"],
        ["staff.disable", "refused", "staff_last_owner"],
        ["staff.roles.set", "succeeded", null],
      ]);
      expect(audit[2]).toMatchObject({ staffId: me.staff.id, requestId: expect.any(String), ip: "127.0.0.1" });
      expect(audit[2]?.before).toMatchObject({ roles: ["owner"] });
      expect(audit[2]?.after).toMatchObject({ roles: ["support"] });
    } finally {
      await own.close();
    }
    // A second app of its own: its migration alone takes seconds on a loaded machine.
  }, 120_000);

  it("resets a member's enrolment: their sessions end and the next sign-in enrols again", async () => {
    const owner = await newOwner("reset-owner@example.com");
    const member = await invitedBy(owner.client, "lost-phone@example.com", "content");
    const memberId = (await member.client.get("/api/console/me")).json().data.staff.id;
    const reset = await owner.client.post("/api/console/staff/reset-enrolment", { staff_id: memberId });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.enrolled).toBe(false);
    expect((await member.client.get("/api/console/me")).statusCode).toBe(401);
    const again = consoleClient(t.app);
    const login = await again.post("/api/console/login", {
      email: "lost-phone@example.com",
      password: member.password,
    });
    expect(login.json().data.next).toBe("needs_enrolment");
    expect(login.json().data.secret).not.toBe(member.secret);
    const [row] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "staff.enrolment.reset"));
    expect(row).toMatchObject({ resourceId: memberId, outcome: "succeeded" });
  });
});

describe("throttles", () => {
  it("locks the password after five failures per email, and the second step after five wrong codes", async () => {
    const owner = await newOwner("throttle-owner@example.com");
    const browser = consoleClient(t.app);
    for (let i = 0; i < 5; i++)
      expect(
        (await browser.post("/api/console/login", { email: owner.email, password: "wrong password" })).statusCode,
      ).toBe(422);
    const locked = await browser.post("/api/console/login", { email: owner.email, password: owner.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe("staff_login_locked");

    const member = await newOwner("codes-owner@example.com");
    const second = consoleClient(t.app);
    await second.post("/api/console/login", { email: member.email, password: member.password });
    for (let i = 0; i < 5; i++)
      expect(
        (await second.post("/api/console/second-factor/verify", { code: totpAt(member.secret, clock, 5) })).statusCode,
      ).toBe(422);
    later(30_000);
    const codeLocked = await second.post("/api/console/second-factor/verify", { code: totpAt(member.secret, clock) });
    expect(codeLocked.statusCode).toBe(429);
    expect(codeLocked.json().error).toBe("staff_code_locked");
    expect(codeLocked.json().msg).toContain("15 minutes");
  });

  it("a member's wrong codes spread over sessions meet the member's own count, which says its 5 minutes", async () => {
    const member = await newOwner("spread-codes-owner@example.com");
    const wrongCodes = async (tries: number) => {
      const session = consoleClient(t.app);
      await session.post("/api/console/login", { email: member.email, password: member.password });
      for (let i = 0; i < tries; i++)
        expect(
          (await session.post("/api/console/second-factor/verify", { code: totpAt(member.secret, clock, 5) }))
            .statusCode,
        ).toBe(422);
      return session;
    };
    await wrongCodes(3);
    // A new session has no lock of its own: the member's count (5 in 5 minutes) stops the sixth.
    const next = await wrongCodes(2);
    const throttled = await next.post("/api/console/second-factor/verify", { code: totpAt(member.secret, clock) });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ error: "staff_code_locked" });
    expect(throttled.json().msg).toContain("5 minutes");
    expect(throttled.json().msg).not.toContain("15 minutes");
  });
});
