import { clampProxyQuantity, clampStickyMinutes } from "./proxy-generator-limits.ts";
import { cryptoRandom, newSessionId, type RandomSource } from "./proxy-generator-session.ts";
import { buildGatewayUsername, isProxyName } from "./proxy-generator-username.ts";

/** The proxy generator (spec 02 §2 Proxy generator): credential lines for the residential gateway. */

/** Rotation: `staticip` — a new exit IP per connection (randomize); `timeip` — sticky. */
export const PROXY_ROTATIONS = ["staticip", "timeip"] as const;
export type ProxyRotation = (typeof PROXY_ROTATIONS)[number];

/** The three account formats; HOST:PORT:USER:PASS is the default. */
export const PROXY_FORMATS = ["host:port:user:pass", "user:pass:host:port", "user:pass@host:port"] as const;
export type ProxyFormat = (typeof PROXY_FORMATS)[number];
export const DEFAULT_PROXY_FORMAT: ProxyFormat = "host:port:user:pass";

/**
 * Where the test command sends its request: an IP echo that answers the caller's address as plain
 * text, so the customer sees the exit IP. An operator who runs their own echo changes it here
 * (docs/gateway-username-format.md).
 */
export const PROXY_TEST_URL = "https://api.ipify.org";

export type GatewayHost = { address: string; port: number; weight: number };
export type ProxyCredentials = { username: string; password: string };
export type ProxyEntry = { host: string; port: number; username: string; password: string };

/**
 * One host at random, each as likely as its share of the total weight. Hosts without a positive
 * weight are never picked; undefined when none is left.
 */
export function pickHostByWeight<H extends GatewayHost>(hosts: readonly H[], random: RandomSource = cryptoRandom) {
  const usable = hosts.filter((host) => Number.isFinite(host.weight) && host.weight > 0);
  const total = usable.reduce((sum, host) => sum + host.weight, 0);
  if (usable.length === 0) return undefined;
  let point = random() * total;
  for (const host of usable) {
    point -= host.weight;
    if (point < 0) return host;
  }
  // A draw of 1 (or float rounding at the end) lands on the last host.
  return usable[usable.length - 1];
}

/** One line in the chosen format. */
export function formatProxyLine(format: ProxyFormat, entry: ProxyEntry): string {
  const { host, port, username, password } = entry;
  switch (format) {
    case "user:pass:host:port":
      return `${username}:${password}:${host}:${port}`;
    case "user:pass@host:port":
      return `${username}:${password}@${host}:${port}`;
    default:
      return `${host}:${port}:${username}:${password}`;
  }
}

/**
 * The ready test command: `curl -x http://USER:PASS@HOST:PORT <echo>`. The credentials are
 * percent-encoded for the URL and the whole proxy URL is single-quoted for the shell.
 */
export function proxyTestCommand(entry: ProxyEntry, testUrl: string = PROXY_TEST_URL): string {
  const userinfo = `${encodeURIComponent(entry.username)}:${encodeURIComponent(entry.password)}`;
  return `curl -x ${shellQuote(`http://${userinfo}@${entry.host}:${entry.port}`)} ${shellQuote(testUrl)}`;
}

/** Quotes a word for a POSIX shell unless it is made only of characters no shell reads specially. */
function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

export type ProxyGeneratorRequest = {
  /** The customer's residential account; none (or unusable) means nothing is generated. */
  credentials: ProxyCredentials | null | undefined;
  /** The active gateway hosts. */
  hosts: readonly GatewayHost[];
  /** The host the customer picked; none: one by weight for each line. */
  host?: GatewayHost | null | undefined;
  /** ISO alpha-2; none: any country. */
  country?: string | null | undefined;
  /** A state of that country; none: any state. */
  state?: string | null | undefined;
  rotation: ProxyRotation;
  /** As typed; clamped to 1–30 (sticky only). */
  stickyMinutes?: string | number | undefined;
  /** As typed; clamped to 1–10,000. */
  quantity: string | number;
  format?: ProxyFormat | undefined;
};

export type ProxyGeneratorResult =
  | { ok: true; entries: ProxyEntry[]; lines: string[] }
  | { ok: false; reason: "no_credentials" | "no_hosts" };

/** Whether the account can sign gateway usernames: a name in the grammar and a password. */
export function hasUsableCredentials(
  credentials: ProxyCredentials | null | undefined,
): credentials is ProxyCredentials {
  return !!credentials && isProxyName(credentials.username) && credentials.password.length > 0;
}

/**
 * The batch: `quantity` lines in `format`. Sticky lines each get a session id of their own; the
 * host is the picked one, else drawn by weight for each line so a batch spreads over the hosts.
 * Without credentials nothing is generated (spec 02 §2), and without a host nothing can be.
 */
export function generateProxies(
  request: ProxyGeneratorRequest,
  random: RandomSource = cryptoRandom,
): ProxyGeneratorResult {
  const { credentials } = request;
  if (!hasUsableCredentials(credentials)) return { ok: false, reason: "no_credentials" };
  if (!request.host && !request.hosts.some((host) => host.weight > 0)) return { ok: false, reason: "no_hosts" };
  const quantity = clampProxyQuantity(request.quantity);
  const minutes = clampStickyMinutes(request.stickyMinutes ?? "");
  const country = request.country || undefined;
  const state = country ? request.state || undefined : undefined;
  const format = request.format ?? DEFAULT_PROXY_FORMAT;

  const entries: ProxyEntry[] = [];
  const lines: string[] = [];
  for (let i = 0; i < quantity; i++) {
    const host = request.host ?? (pickHostByWeight(request.hosts, random) as GatewayHost);
    const session = request.rotation === "timeip" ? { id: newSessionId(random), minutes } : undefined;
    const entry: ProxyEntry = {
      host: host.address,
      port: host.port,
      username: buildGatewayUsername({ name: credentials.username, country, state, session }),
      password: credentials.password,
    };
    entries.push(entry);
    lines.push(formatProxyLine(format, entry));
  }
  return { ok: true, entries, lines };
}
