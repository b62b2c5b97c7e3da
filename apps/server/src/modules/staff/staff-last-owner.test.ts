import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { staffMemberRoles, staffMembers, staffRoles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import { acceptAndEnrol, invitationTokenFor } from "../../test/staff-fixtures.ts";
import { createStaffService } from "./staff.service.ts";

/**
 * The last active owner is kept (ADR 420) when the changes that would remove them arrive at
 * once: on PostgreSQL the requests race for real on separate connections and the owner role's
 * row lock makes them queue; on the embedded PGlite they run one after the other, and the same
 * assertions hold. Each round is judged from the database, not from the answers alone.
 */
const driver = process.env.PORTICO_TEST_DRIVER === "postgres" ? "postgres" : "pglite";

let t: TestApp;
let smtp: SmtpCatcher;
const now = () => new Date();
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://shop.example" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function owner(email: string) {
  const staff = createStaffService({
    db: t.database.db,
    now,
    mail: t.app.mail,
    publicUrl: t.config.publicUrl,
    productName: t.config.productName,
  });
  const before = smtp.messages.length;
  await runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers, staff }, [
    "staff:invite",
    email,
    "--role",
    "owner",
  ]);
  const member = await acceptAndEnrol(t.app, { token: await invitationTokenFor(smtp, email, before), email, now });
  const id: string = (await member.client.get("/api/console/me")).json().data.staff.id;
  return { ...member, id };
}

/** Active members holding the owner role, read from the database. */
async function activeOwners(): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: staffMembers.id })
    .from(staffMemberRoles)
    .innerJoin(staffRoles, eq(staffRoles.id, staffMemberRoles.roleId))
    .innerJoin(staffMembers, eq(staffMembers.id, staffMemberRoles.staffId))
    .where(and(eq(staffRoles.name, "owner"), eq(staffMembers.active, true)));
  return rows.map((row) => row.id);
}

/** Demotes or disables every active owner, all at once. */
async function removeAllOwners(round: number, how: "demote" | "disable") {
  const owners = [await owner(`race-${how}-${round}-a@example.com`), await owner(`race-${how}-${round}-b@example.com`)];
  const existing = await activeOwners();
  const support = (await owners[0]?.client.get("/api/console/roles"))
    ?.json()
    .data.list.find((role: { name: string }) => role.name === "support").id;
  // Each owner removes the other, and themselves, in four requests sent together.
  const requests = owners.flatMap((actor) =>
    existing.map((target) =>
      how === "demote"
        ? actor.client.post("/api/console/staff/roles", { staff_id: target, role_ids: [support] })
        : actor.client.post("/api/console/staff/disable", { staff_id: target }),
    ),
  );
  const answers = await Promise.all(requests);
  return {
    answers: answers.map((answer) => [answer.statusCode, answer.json().error ?? "ok"]),
    left: await activeOwners(),
  };
}

describe(`the last active owner under concurrent changes (${driver})`, () => {
  it("keeps exactly one owner when every owner is demoted at once, round after round", async () => {
    for (let round = 0; round < 3; round++) {
      const { answers, left } = await removeAllOwners(round, "demote");
      expect(left, JSON.stringify(answers)).toHaveLength(1);
      expect(answers.filter(([status]) => status === 200).length, JSON.stringify(answers)).toBeGreaterThan(0);
      expect(
        answers.some(([, error]) => error === "staff_last_owner"),
        JSON.stringify(answers),
      ).toBe(true);
      for (const [status, error] of answers) expect([200, 403, 409], String(error)).toContain(status as number);
    }
  });

  it("keeps exactly one owner when every owner is disabled at once", async () => {
    // The previous test's survivor is an owner too: every round starts from the owners there are.
    const { answers, left } = await removeAllOwners(0, "disable");
    expect(left, JSON.stringify(answers)).toHaveLength(1);
    expect(
      answers.some(([, error]) => error === "staff_last_owner"),
      JSON.stringify(answers),
    ).toBe(true);
  });
});
