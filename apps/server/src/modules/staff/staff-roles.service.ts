import { BUILTIN_ROLE_PERMISSIONS, BUILTIN_ROLES } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { staffErrors } from "./staff.errors.ts";
import { upsertBuiltinRoles } from "./staff.repository.ts";

/** Writes the built-in roles from the contract (start, and the command line before an invitation). */
export function ensureBuiltinRoles(db: Db): Promise<void> {
  return upsertBuiltinRoles(
    db,
    BUILTIN_ROLES.map((name) => ({ name, permissions: [...BUILTIN_ROLE_PERMISSIONS[name]] })),
  );
}

/**
 * Nobody grants what they lack (ADR 420): refused when `wanted` holds a permission the acting
 * member does not — a role to invite to or assign, a custom role's permissions, or the
 * permissions of a member being demoted, disabled or reset.
 */
export function assertHeld(held: ReadonlySet<string>, wanted: Iterable<string>): void {
  const lacking = [...new Set(wanted)].filter((permission) => !held.has(permission));
  if (lacking.length > 0) throw staffErrors.grantExceedsOwn({ permissions: lacking.sort().join(", ") });
}
