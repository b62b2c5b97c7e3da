import type { Endpoint } from "@portico/contracts";
import * as contracts from "@portico/contracts";

/**
 * A field whose name says it names a thing: its last word (snake_case or camelCase) is `id`,
 * `no` (`order_no`, `orderNo`), `key`, `tag`, `token`, `invoice`, `checkout`, `coupon` or
 * `cursor`, singular or plural.
 */
const IDENTIFIER_WORDS = new Set(["id", "no", "key", "tag", "token", "invoice", "checkout", "coupon", "cursor"]);

export function isIdentifierName(name: string): boolean {
  const words = name.split(/_|(?=[A-Z])/).filter(Boolean);
  const last = (words.at(-1) ?? "").toLowerCase();
  return IDENTIFIER_WORDS.has(last) || IDENTIFIER_WORDS.has(last.replace(/s$/, ""));
}

/** Every endpoint definition the contracts export. */
export function contractEndpoints(): Endpoint[] {
  return (Object.values(contracts) as unknown[]).filter(
    (value): value is Endpoint =>
      typeof value === "object" && value !== null && "operationId" in value && "access" in value && "method" in value,
  );
}

type ZodLike = { _zod?: { def?: Record<string, unknown> } };
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** The field paths of an input schema (`a`, `a.b`, `list.[].c`), through wrappers, unions and pipes. */
export function fieldPaths(schema: unknown, prefix = ""): string[] {
  let node = schema as ZodLike | undefined;
  for (let depth = 0; depth < 20; depth++) {
    const def = node?._zod?.def;
    if (!def) break;
    if (def.type === "pipe") node = def.in as ZodLike;
    else if (WRAPPERS.has(def.type as string)) node = def.innerType as ZodLike;
    else break;
  }
  const def = node?._zod?.def;
  if (!def) return [];
  if (def.type === "object") {
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => [
      prefix + key,
      ...fieldPaths(value, `${prefix}${key}.`),
    ]);
  }
  if (def.type === "array") return fieldPaths(def.element, `${prefix}[].`);
  if (def.type === "union") return (def.options as unknown[]).flatMap((option) => fieldPaths(option, prefix));
  if (def.type === "intersection") return [...fieldPaths(def.left, prefix), ...fieldPaths(def.right, prefix)];
  return [];
}

/** `operationId field` for every identifier-like input field of every endpoint. */
export function identifierFields(): { endpoint: Endpoint; field: string }[] {
  return contractEndpoints().flatMap((endpoint) =>
    [...new Set(fieldPaths(endpoint.method === "GET" ? endpoint.query : endpoint.body))]
      .filter((path) => isIdentifierName(path.split(".").at(-1) ?? ""))
      .map((field) => ({ endpoint, field })),
  );
}
