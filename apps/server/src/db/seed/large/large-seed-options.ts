import { parseArgs } from "node:util";
import { LARGE_SEED_DEFAULTS } from "./large-seed.ts";
import type { LargeSeedSizes } from "./large-seed-plan.sql.ts";

export const LARGE_SEED_USAGE =
  "Usage: DATABASE_URL=postgres://… npm run db:seed:large -- [--customers 10000] [--ips 1000000] [--orders 1000000] [--into-existing]";

export type LargeSeedArgs = LargeSeedSizes & { intoExisting: boolean };

/** The CLI's knobs (the sizes by default); a sentence for anything it cannot use. */
export function parseLargeSeedArgs(args: string[]): LargeSeedArgs | { error: string } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    return { error: `${(error as Error).message}\n${LARGE_SEED_USAGE}` };
  }
  const sizes = {
    customers: Number(parsed.values.customers ?? LARGE_SEED_DEFAULTS.customers),
    ips: Number(parsed.values.ips ?? LARGE_SEED_DEFAULTS.ips),
    orders: Number(parsed.values.orders ?? LARGE_SEED_DEFAULTS.orders),
  };
  // 10.0.0.0/8 holds the addresses: 16,777,216 of them.
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  if (
    !whole(sizes.customers, 1, 10_000_000) ||
    !whole(sizes.ips, 100, 16_000_000) ||
    !whole(sizes.orders, 1, 100_000_000)
  ) {
    return {
      error: `--customers (1 or more), --ips (100 to 16,000,000) and --orders (1 or more) take whole numbers.\n${LARGE_SEED_USAGE}`,
    };
  }
  return { ...sizes, intoExisting: parsed.values["into-existing"] === true };
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    options: {
      customers: { type: "string" },
      ips: { type: "string" },
      orders: { type: "string" },
      "into-existing": { type: "boolean" },
    },
  });
