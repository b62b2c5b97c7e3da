import { randomInt } from "node:crypto";
import type { OrderKind } from "./orders.types.ts";

const PREFIX: Record<OrderKind, string> = { residential: "R", static: "S", renewal: "N", recharge: "D" };
/** Crockford's base 32: no I, L, O or U to misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * An order number a customer can read out and nobody can guess: kind letter, the UTC date
 * (yyMMdd), then 12 random base-32 characters (60 bits), e.g. `S261123K7Q2M9XW4TBC`. The unique
 * index is the last word; at 60 bits a collision is not a practical concern.
 */
export function newOrderNo(kind: OrderKind, now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  let random = "";
  for (let index = 0; index < 12; index++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX[kind]}${date}${random}`;
}
