import type { BuiltinRole } from "@portico/contracts";
import { createStaffService } from "../modules/staff/staff.service.ts";
import type { TestApp } from "./create-test-app.ts";
import { acceptAndEnrol } from "./staff-fixtures.ts";

/**
 * A staff member of a built-in role, invited as the command line does (no inviter), signed in
 * past enrolment: what a console endpoint's test needs to call it as that role.
 */
export async function consoleMember(t: TestApp, role: BuiltinRole, email: string, now: () => Date = () => new Date()) {
  const staff = createStaffService({
    db: t.database.db,
    now,
    mail: t.app.mail,
    publicUrl: t.config.publicUrl,
    productName: t.config.productName,
  });
  const { link } = await staff.invite(null, { email, role: { name: role }, language: "en" });
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return acceptAndEnrol(t.app, { token, email, now });
}
