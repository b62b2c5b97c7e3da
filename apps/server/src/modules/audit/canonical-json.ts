/**
 * The audit chain's canonical JSON (ADR 421): the form a row is hashed in, so the same row hashes
 * the same in Node and in any later verifier. It is RFC 8785's (JCS) shape: object keys sorted
 * by UTF-16 code units at every depth, no whitespace, strings and numbers written as
 * `JSON.stringify` writes them. Before that, a value is made plain JSON as `JSON.stringify` would
 * make it — a time becomes its ISO string (`toJSON`), an object's undefined or function member is
 * left out, one in an array becomes null, a non-finite number null — except that a bigint
 * becomes its decimal string instead of throwing.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** `value` as plain JSON data (what would be stored as jsonb), or undefined where JSON has nothing. */
export function toJsonValue(value: unknown): JsonValue | undefined {
  if (value === null) return null;
  if (typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function")
    return toJsonValue((value as { toJSON: () => unknown }).toJSON());
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) ? value : null;
    case "bigint":
      return value.toString();
    case "object": {
      if (Array.isArray(value)) return value.map((item) => toJsonValue(item) ?? null);
      const plain: { [key: string]: JsonValue } = {};
      for (const [key, item] of Object.entries(value)) {
        const json = toJsonValue(item);
        if (json !== undefined) plain[key] = json;
      }
      return plain;
    }
    default:
      return undefined;
  }
}

function write(value: JsonValue): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(write).join(",")}]`;
  // The default sort compares UTF-16 code units, as RFC 8785 asks.
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${write(value[key] as JsonValue)}`).join(",")}}`;
}

/** The canonical JSON text of `value` (undefined at the top writes as null). */
export function canonicalJson(value: unknown): string {
  return write(toJsonValue(value) ?? null);
}
