import { createHash, randomBytes } from "node:crypto";
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyAccess,
  type CustomerScope,
  MAX_API_KEYS,
  READ_ONLY_SCOPES,
} from "@portico/contracts";
import { unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { Acting } from "../../plugins/auth/principal.ts";
import { apiKeyErrors } from "./api-keys.errors.ts";
import { type ApiKeyRow, insertKeyWithin, listLiveKeys, revokeKey } from "./api-keys.repository.ts";
import { normaliseSource } from "./source-addresses.ts";

/** 24 random bytes: 192 bits, 32 characters of base64url after the prefix. */
const SECRET_BYTES = 24;
/** What the list shows of a key: the prefix and four characters. */
const HINT_LENGTH = API_KEY_PREFIX.length + 4;

export const digestOfKey = (key: string) => createHash("sha256").update(key).digest("hex");

export const scopesOfAccess: Record<ApiKeyAccess, readonly CustomerScope[]> = {
  read: READ_ONLY_SCOPES,
  full: API_KEY_SCOPES,
};

const accessOfScopes = (scopes: readonly string[]): ApiKeyAccess =>
  scopes.some((scope) => !scope.endsWith(":read")) ? "full" : "read";

export function presentKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    hint: `${row.hint}…`,
    access: accessOfScopes(row.scopes),
    scopes: row.scopes,
    allowed_ips: row.allowedIps,
    created_at: unixSeconds(row.createdAt),
    last_used_at: unixSeconds(row.lastUsedAt),
    last_used_ip: row.lastUsedIp ?? "",
  };
}

/** The account's live keys, newest first. */
export async function listKeys(db: Db, accountId: string): Promise<ApiKey[]> {
  return (await listLiveKeys(db, accountId)).map(presentKey);
}

/**
 * Makes a key for the account: a random secret with the recognisable prefix, of which only the
 * digest is kept. The secret is answered here once and can never be read again.
 */
export async function createKey(
  db: Db,
  acting: Acting,
  request: { name: string; access: ApiKeyAccess; allowed_ips: readonly string[] },
): Promise<ApiKey & { key: string }> {
  const allowedIps: string[] = [];
  for (const value of request.allowed_ips) {
    const source = normaliseSource(value);
    if (source === null) throw apiKeyErrors.badSource({ value });
    if (!allowedIps.includes(source)) allowedIps.push(source);
  }
  const key = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  const row = await insertKeyWithin(
    db,
    {
      userId: acting.accountId,
      name: request.name,
      secretHash: digestOfKey(key),
      hint: key.slice(0, HINT_LENGTH),
      scopes: [...scopesOfAccess[request.access]],
      allowedIps,
    },
    MAX_API_KEYS,
  );
  if (!row) throw apiKeyErrors.limit();
  return { ...presentKey(row), key };
}

/** Revokes one of the account's keys at once: its next request is refused. */
export async function revokeKeyOf(db: Db, acting: Acting, id: number): Promise<void> {
  if (!(await revokeKey(db, acting.accountId, id))) throw apiKeyErrors.notFound();
}
