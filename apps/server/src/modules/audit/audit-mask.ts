import type { JsonValue } from "./canonical-json.ts";

export const MASKED = "[masked]";

/**
 * `value` with the value of every member named in `names`, at any depth, replaced by
 * "[masked]": a secret (a TOTP seed, a key, a password hash) never reaches the audit, not even
 * hashed, since a hash of a short secret can be searched.
 */
export function maskSecrets(value: JsonValue, names: ReadonlySet<string>): JsonValue {
  if (names.size === 0 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, names));
  const masked: { [key: string]: JsonValue } = {};
  for (const [key, item] of Object.entries(value)) masked[key] = names.has(key) ? MASKED : maskSecrets(item, names);
  return masked;
}
