import type { Rng } from "./random.ts";
import { matching, textOf } from "./strings.ts";

/** The part of JSON Schema `z.toJSONSchema` writes for the contracts' inputs. */
export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
};

/**
 * `typical`: values a client sends (small ids, which hit the seeded rows; short text);
 * `boundary`: the edges the schema allows (the longest string, the largest number, the most items).
 */
export type SampleMode = "typical" | "boundary";

/** A value the schema accepts (as far as JSON Schema says: refinements are zod's to judge). */
export function sampleValid(schema: JsonSchema, rng: Rng, seed: number, mode: SampleMode): unknown {
  if ("const" in schema) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleValid(rng.pick(branches), rng, seed, mode);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return rng.chance(0.5);
    case "integer":
    case "number":
      return numberIn(schema, type === "integer", rng, mode);
    case "string":
      return stringIn(schema, rng, seed, mode);
    case "array": {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 8, mode === "boundary" ? 200 : 4);
      const length = mode === "boundary" ? rng.pick([min, Math.max(min, max)]) : rng.int(min, Math.max(min, max));
      return Array.from({ length }, () => sampleValid(schema.items ?? {}, rng, seed, mode));
    }
    case "object": {
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.6)) value[key] = sampleValid(property, rng, seed, mode);
      }
      return value;
    }
    default:
      // An unconstrained value (`z.unknown()`, what JSON Schema cannot say): anything goes.
      return rng.pick([1, "x", true, null, {}, []]);
  }
}

function numberIn(schema: JsonSchema, integer: boolean, rng: Rng, mode: SampleMode): number {
  const step = schema.multipleOf ?? (integer ? 1 : 0.01);
  let min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1_000_000);
  let max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1_000_000);
  min = Math.ceil(min / step) * step;
  max = Math.floor(max / step) * step;
  if (max < min) return min;
  const snap = (value: number) => Number((Math.round(value / step) * step).toFixed(6));
  if (mode === "boundary")
    return snap(rng.pick([min, max, min + step, max - step].filter((v) => v >= min && v <= max)));
  // Mostly small: ids of seeded rows, counts a person would type.
  const small = Math.min(max, min + 20 * step);
  return snap(rng.chance(0.8) ? min + rng.next() * (small - min) : min + rng.next() * (max - min));
}

function stringIn(schema: JsonSchema, rng: Rng, seed: number, mode: SampleMode): string {
  if (schema.format === "uuid") return uuid(rng);
  if (schema.format === "email") return `fuzz${rng.int(0, 99_999)}@example.com`;
  if (schema.format === "date-time") return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28))).toISOString();
  if (schema.pattern) {
    const sample = matching(schema.pattern, rng, seed);
    if (sample !== undefined) return sample;
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 64, mode === "boundary" ? 20_000 : 24);
  const length =
    mode === "boundary" ? rng.pick([min, Math.max(min, max)]) : rng.int(Math.max(min, 1), Math.max(min, max));
  return textOf(rng, length, rng.chance(0.3));
}

function uuid(rng: Rng): string {
  const hex = (count: number) => Array.from({ length: count }, () => rng.int(0, 15).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
}
