import type { Endpoint } from "@portico/contracts";
import { z } from "zod";
import { inputSchemaOf } from "./endpoints.ts";
import { type JsonSchema, sampleValid } from "./json-sample.ts";
import {
  EXTRA_FIELDS,
  EXTREME_NUMBER_TEXT,
  EXTREME_NUMBERS,
  hugeString,
  malformedJson,
  malformedQuery,
  nastyString,
  WRONG_TYPES,
} from "./mutations.ts";
import { mayCall, PRINCIPALS, type PrincipalName } from "./principals.ts";
import type { Rng } from "./random.ts";

/** How a request travels: plain JSON, sealed (ADR 012), or an envelope that must be refused. */
export type Transport =
  | "plain"
  | "sealed"
  | "sealed-garbage"
  | "sealed-bad-header"
  | "sealed-replayed"
  | "sealed-expired";

/** One generated request, everything needed to send it again by hand. */
export type FuzzRequest = {
  variant: string;
  method: string;
  path: string;
  /** The query as sent: pairs (repeated keys allowed), or raw text. */
  query?: [string, string][] | string;
  /** A JSON value, or raw text with its content type. */
  body?: { json: unknown } | { raw: string; contentType: string };
  transport: Transport;
  principal: PrincipalName;
  /** Staff POSTs carry the console's header unless this says otherwise. */
  consoleHeader: boolean;
  /** Whether the request is expected to be refused (input invalid, caller without access, transport broken). */
  refused: boolean;
};

/** Just over Fastify's 1 MiB body limit. */
const OVER_LIMIT = 1024 * 1024 + 64;

const jsonSchemas = new WeakMap<object, JsonSchema>();
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** Principals weighted by who the endpoint is for: most requests by callers its rule admits. */
function principalFor(endpoint: Endpoint, rng: Rng): PrincipalName {
  if (rng.chance(0.25)) return rng.pick(PRINCIPALS);
  switch (endpoint.access.kind) {
    case "public":
      return rng.pick(["anonymous", "anonymous", "customer", "keyFull", "keyRead", "owner"] as const);
    case "customer":
      return rng.pick(["customer", "customer", "keyFull", "keyRead"] as const);
    case "staff": {
      const admitted = (["finance", "support", "catalogue", "content", "auditor"] as const).filter((role) =>
        mayCall(role, endpoint),
      );
      return rng.chance(0.6) || admitted.length === 0 ? "owner" : rng.pick(admitted);
    }
    case "internal":
      return "gateway";
  }
}

/** Picks one field path of an object value to mutate (a top-level key, or a key of a nested object). */
function withField(value: unknown, rng: Rng, replace: (old: unknown) => unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return replace(value);
  const keys = Object.keys(value);
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const key = keys.length > 0 && rng.chance(0.85) ? rng.pick(keys) : rng.pick(["id", "page", "name", "type"]);
  const old = copy[key];
  copy[key] =
    typeof old === "object" && old !== null && !Array.isArray(old) && rng.chance(0.5)
      ? withField(old, rng, replace)
      : Array.isArray(old) && old.length > 0 && rng.chance(0.5)
        ? old.map((item, index) => (index === 0 ? replace(item) : item))
        : replace(old);
  return copy;
}

const VARIANTS = [
  ["valid", 26],
  ["boundary", 8],
  ["extra-fields", 5],
  ["missing-field", 6],
  ["wrong-type", 11],
  ["huge-string", 3],
  ["unicode", 8],
  ["extreme-number", 8],
  ["body-wrong-shape", 3],
  ["malformed", 5],
  ["wrong-content-type", 2],
  ["wrong-method", 4],
  ["prototype", 2],
] as const;
type Variant = (typeof VARIANTS)[number][0] | "over-limit";
const TOTAL_WEIGHT = VARIANTS.reduce((sum, [, weight]) => sum + weight, 0);

function pickVariant(rng: Rng): Variant {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const [name, weight] of VARIANTS) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return "valid";
}

/** The query pairs of an input object, as a browser's URLSearchParams would write them. */
function queryPairs(input: unknown): [string, string][] {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return [["value", String(input)]];
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([key, textOfValue(item)]);
    else pairs.push([key, textOfValue(value)]);
  }
  return pairs;
}
const textOfValue = (value: unknown) =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

/** What the server's query parser makes of the pairs: one value a string, repeated ones an array. */
function parsedQuery(pairs: [string, string][]): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const held = parsed[key];
    parsed[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return parsed;
}

/** One generated request for the endpoint; `index` forces the rare variants a few times per endpoint. */
export function generateRequest(endpoint: Endpoint, rng: Rng, seed: number, index: number): FuzzRequest {
  const schema = inputSchemaOf(endpoint);
  const json = schema ? jsonSchemaOf(schema) : undefined;
  const variant: Variant = index % 250 === 17 && endpoint.method === "POST" ? "over-limit" : pickVariant(rng);
  const principal = principalFor(endpoint, rng);
  const base = json ? sampleValid(json, rng, seed, variant === "boundary" ? "boundary" : "typical") : {};
  let input: unknown = base;
  let raw: { raw: string; contentType: string } | undefined;
  let rawQuery: string | undefined;
  let method: string = endpoint.method;
  let broken = false;
  switch (variant) {
    case "valid":
    case "boundary":
      break;
    case "extra-fields": {
      const [key, value] = rng.pick(EXTRA_FIELDS);
      input = typeof base === "object" && base !== null ? { ...base, [key]: value } : { [key]: value };
      break;
    }
    case "missing-field": {
      const keys = typeof base === "object" && base !== null ? Object.keys(base) : [];
      if (keys.length > 0) {
        const copy = { ...(base as Record<string, unknown>) };
        delete copy[rng.pick(keys)];
        input = copy;
      } else input = undefined;
      break;
    }
    case "wrong-type":
      input = withField(base, rng, () => rng.pick(WRONG_TYPES));
      break;
    case "huge-string":
      input = withField(base, rng, () => hugeString(rng));
      break;
    case "unicode":
      input = withField(base, rng, () => nastyString(rng));
      break;
    case "extreme-number":
      input = withField(base, rng, () =>
        endpoint.method === "GET" ? rng.pick(EXTREME_NUMBER_TEXT) : rng.pick(EXTREME_NUMBERS),
      );
      break;
    case "body-wrong-shape":
      input = rng.pick([[], [base], "text", 42, null, true, [[[]]]]);
      break;
    case "prototype":
      // `__proto__` only survives as JSON text: an object literal would set the prototype instead.
      if (endpoint.method === "POST") {
        const text = JSON.stringify(base ?? {});
        raw = {
          raw: text === "{}" ? '{"__proto__":{"polluted":1}}' : `{"__proto__":{"polluted":1},${text.slice(1)}`,
          contentType: "application/json",
        };
        broken = true;
      } else rawQuery = `__proto__[polluted]=1&${new URLSearchParams(queryPairs(base)).toString()}`;
      break;
    case "malformed":
      if (endpoint.method === "POST")
        raw = { raw: malformedJson(rng, JSON.stringify(base ?? {})), contentType: "application/json" };
      else rawQuery = malformedQuery(rng);
      broken = true;
      break;
    case "wrong-content-type":
      raw = {
        raw: rng.pick([JSON.stringify(base ?? {}), "a=1&b=2", "<xml/>"]),
        contentType: rng.pick([
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/xml",
          "multipart/form-data",
        ]),
      };
      broken = endpoint.method === "POST";
      break;
    case "over-limit":
      raw = { raw: JSON.stringify({ padding: "x".repeat(OVER_LIMIT) }), contentType: "application/json" };
      broken = true;
      break;
    case "wrong-method":
      method = rng.pick(
        endpoint.method === "GET" ? ["POST", "PUT", "DELETE", "PATCH"] : ["GET", "PUT", "DELETE", "PATCH", "HEAD"],
      );
      broken = true;
      break;
  }

  const sealable = !raw && rawQuery === undefined && method === endpoint.method;
  const transport: Transport = !sealable
    ? "plain"
    : rng.chance(0.15)
      ? "sealed"
      : rng.chance(0.04)
        ? rng.pick(["sealed-garbage", "sealed-bad-header", "sealed-replayed", "sealed-expired"] as const)
        : "plain";

  const isGet = method === "GET" || method === "HEAD" || method === "DELETE";
  const pairs = endpoint.method === "GET" && rawQuery === undefined ? queryPairs(input ?? {}) : undefined;
  const query = rawQuery ?? (isGet && endpoint.method === "GET" ? pairs : undefined);
  const body = isGet ? undefined : (raw ?? (input === undefined ? undefined : { json: input }));
  let valid = !broken;
  if (valid && schema) {
    const parsed =
      endpoint.method === "GET"
        ? schema.safeParse(rawQuery === undefined ? parsedQuery(pairs ?? []) : {})
        : schema.safeParse(raw ? undefined : input);
    valid = parsed.success && !(endpoint.method === "GET" && rawQuery !== undefined);
  }
  const consoleHeader = !rng.chance(0.05);
  const refused =
    !valid ||
    !mayCall(principal, endpoint) ||
    transport === "sealed-garbage" ||
    transport === "sealed-bad-header" ||
    transport === "sealed-expired" ||
    (endpoint.access.kind === "staff" && method === "POST" && !consoleHeader);
  return { variant, method, path: endpoint.path, query, body, transport, principal, consoleHeader, refused };
}
