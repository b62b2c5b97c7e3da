import type { FastifyInstance } from "fastify";
import { runAdminCommand } from "../admin/admin-commands.ts";
import { createStaffService } from "../modules/staff/staff.service.ts";
import { accountsTestEnv } from "./accounts-fixtures.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "./smtp-catcher.ts";
import { acceptAndEnrol, type ConsoleClient, invitationTokenFor, totpAt } from "./staff-fixtures.ts";

/** A console member signed in past the second factor, with their authenticator's secret. */
export type TeamMember = { email: string; client: ConsoleClient; secret: string };

/**
 * Builds console members on a test app whose mail goes to `smtp`: the first owner from the
 * command line, others invited by a member to a role by name. `clock` is the app's clock,
 * moved by `later`.
 */
export function consoleTeam(t: TestApp, smtp: SmtpCatcher, clock: { now: () => Date; later: (ms: number) => void }) {
  const app: FastifyInstance = t.app;
  const admin = (...argv: string[]) =>
    runAdminCommand(
      {
        db: t.database.db,
        providers: async () => app.payments.providers,
        staff: createStaffService({
          db: t.database.db,
          now: clock.now,
          mail: app.mail,
          publicUrl: t.config.publicUrl,
          productName: t.config.productName,
        }),
      },
      argv,
    );

  return {
    async owner(email: string): Promise<TeamMember> {
      const before = smtp.messages.length;
      await admin("staff:invite", email, "--role", "owner");
      const token = await invitationTokenFor(smtp, email, before);
      return { email, ...(await acceptAndEnrol(app, { token, email, now: clock.now })) };
    },

    async invited(inviter: TeamMember, email: string, roleName: string): Promise<TeamMember> {
      const roles = (await inviter.client.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
      const role = roles.find((entry) => entry.name === roleName);
      if (!role) throw new Error(`no role ${roleName}`);
      await this.reauth(inviter);
      const before = smtp.messages.length;
      const invited = await inviter.client.post("/api/console/staff/invite", { email, role_id: role.id });
      if (invited.statusCode !== 200) throw new Error(`invite: ${invited.body}`);
      const token = await invitationTokenFor(smtp, email, before);
      return { email, ...(await acceptAndEnrol(app, { token, email, now: clock.now })) };
    },

    /** A fresh reauthentication: the next step's code, half a minute on. */
    async reauth(member: TeamMember): Promise<void> {
      clock.later(30_000);
      const answer = await member.client.post("/api/console/reauth", { code: totpAt(member.secret, clock.now()) });
      if (answer.statusCode !== 200) throw new Error(`reauth: ${answer.body}`);
    },
  };
}

/**
 * A console test's app on a clock the test moves, mail caught, and a team builder: what most
 * console test files set up first. `close()` stops the app and the mail catcher.
 */
export async function consoleTestApp(start = new Date("2026-11-28T09:00:00Z")) {
  let clock = start;
  const now = () => clock;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const smtp = await startSmtpCatcher();
  const t = await createTestApp({ env: accountsTestEnv(smtp), now });
  return {
    t,
    now,
    later,
    team: consoleTeam(t, smtp, { now, later }),
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
