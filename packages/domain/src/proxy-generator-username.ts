import { STICKY_MINUTES_MAX, STICKY_MINUTES_MIN } from "./proxy-generator-limits.ts";
import { SESSION_ID_PATTERN } from "./proxy-generator-session.ts";

/**
 * The gateway username the generator writes (spec 02 §2; grammar in ADR 413 and
 * docs/gateway-username-format.md):
 *
 *   user-{name}[-region-{cc}[-st-{state}]][-sessid-{id}-sesstime-{min}]
 *
 * - `name`: the customer's proxy account username — letters, digits and `_`, never `-`, so every
 *   `-` in the username separates a key from its value.
 * - `region-{cc}`: the exit country, ISO 3166-1 alpha-2 in lower case; absent means any country.
 * - `st-{state}`: a state of that country (`proxy_states.state`); only after a region, absent
 *   means any state.
 * - `sessid-{id}-sesstime-{min}`: sticky only — the same exit IP for `min` minutes (1–30) for
 *   every connection naming `id` (12 hex digits). Rotating usernames carry neither, and each
 *   connection gets a new exit IP.
 * Keys always come in this order, each at most once.
 */

export const PROXY_NAME_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
export const PROXY_COUNTRY_PATTERN = /^[a-z]{2}$/;
export const PROXY_STATE_PATTERN = /^[a-z0-9_]{1,40}$/;

export type StickySession = { id: string; minutes: number };

export type GatewayUsername = {
  name: string;
  /** ISO alpha-2, either case; written in lower case. Undefined: any country. */
  country?: string | undefined;
  /** Needs a country. Undefined: any state. */
  state?: string | undefined;
  /** Sticky sessions only; undefined for a rotating username. */
  session?: StickySession | undefined;
};

/** Whether a proxy account's username can stand in a gateway username. */
export function isProxyName(name: string): boolean {
  return PROXY_NAME_PATTERN.test(name);
}

/** Writes the username; a part outside the grammar is a programming error and throws. */
export function buildGatewayUsername(parts: GatewayUsername): string {
  const { name, session } = parts;
  const country = parts.country?.toLowerCase();
  if (!isProxyName(name)) throw new RangeError(`proxy name outside the grammar: ${JSON.stringify(name)}`);
  let username = `user-${name}`;
  if (country !== undefined) {
    if (!PROXY_COUNTRY_PATTERN.test(country)) throw new RangeError(`country outside the grammar: ${country}`);
    username += `-region-${country}`;
  }
  if (parts.state !== undefined) {
    if (country === undefined) throw new RangeError("a state needs a country");
    if (!PROXY_STATE_PATTERN.test(parts.state)) throw new RangeError(`state outside the grammar: ${parts.state}`);
    username += `-st-${parts.state}`;
  }
  if (session) {
    if (!SESSION_ID_PATTERN.test(session.id)) throw new RangeError(`session id outside the grammar: ${session.id}`);
    if (!isStickyMinutes(session.minutes)) throw new RangeError(`sticky minutes out of range: ${session.minutes}`);
    username += `-sessid-${session.id}-sesstime-${session.minutes}`;
  }
  return username;
}

function isStickyMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= STICKY_MINUTES_MIN && minutes <= STICKY_MINUTES_MAX;
}

const USERNAME =
  /^user-([A-Za-z0-9_]{1,64})(?:-region-([a-z]{2})(?:-st-([a-z0-9_]{1,40}))?)?(?:-sessid-([0-9a-f]{12})-sesstime-([1-9][0-9]*))?$/;

/**
 * Reads a username the way the gateway must (the reference for docs/gateway-username-format.md):
 * anything outside the grammar — an unknown or repeated key, keys out of order, upper case, a
 * state without a region, a session id without its time or the other way round, minutes outside
 * 1–30 — answers undefined, and the gateway refuses the connection.
 */
export function parseGatewayUsername(username: string): GatewayUsername | undefined {
  const match = USERNAME.exec(username);
  if (!match) return undefined;
  const [, name = "", country, state, id, minutes] = match;
  const parsed: GatewayUsername = { name };
  if (country !== undefined) parsed.country = country;
  if (state !== undefined) parsed.state = state;
  if (id !== undefined && minutes !== undefined) {
    // More digits than the maximum has are out of range without reading them as a number.
    const value = minutes.length > String(STICKY_MINUTES_MAX).length ? Number.NaN : Number(minutes);
    if (!isStickyMinutes(value)) return undefined;
    parsed.session = { id, minutes: value };
  }
  return parsed;
}
