/**
 * IPv4 text rules of the static IP manager: the import check (spec 02 §5) and the list's IP
 * filter (an exact address, or a prefix of whole octets).
 */

/** The import text area's limit (spec 02 §5). */
export const IP_IMPORT_MAX_CHARS = 100_000;

const OCTET = /^(?:0|[1-9]\d{0,2})$/;

const isOctet = (part: string) => OCTET.test(part) && Number(part) <= 255;

/** A dotted IPv4 address: four decimal octets 0–255, no leading zeros. */
export function isDottedIpv4(text: string): boolean {
  const parts = text.split(".");
  return parts.length === 4 && parts.every(isOctet);
}

export type IpImportCheck =
  | { ok: true; ips: string[] }
  /** `empty`: nothing but blank lines; `no_valid_ip`: no line starts with an address; `too_long`: past the limit. */
  | { ok: false; reason: "empty" | "no_valid_ip" | "too_long" };

/**
 * Reads an import (spec 02 §5): one `IP` or `IP:PORT:USER:PASS` per line, lines trimmed and
 * empty ones dropped; a line counts when its first colon-separated token is a dotted IPv4
 * address. Answers the distinct addresses in the order they first appear.
 */
export function parseIpImport(text: string): IpImportCheck {
  if (text.length > IP_IMPORT_MAX_CHARS) return { ok: false, reason: "too_long" };
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length === 0) return { ok: false, reason: "empty" };
  const ips = [
    ...new Set(lines.map((line) => line.split(":")[0]?.trim() ?? "").filter((first) => isDottedIpv4(first))),
  ];
  return ips.length === 0 ? { ok: false, reason: "no_valid_ip" } : { ok: true, ips };
}

/**
 * The IP list's filter text: a whole address matches exactly; one to three whole octets (a
 * trailing dot allowed) match the addresses under them, `198.18` → 198.18.0.0–198.18.255.255.
 * Null for anything else.
 */
export function ipv4Filter(text: string): { exact: string } | { from: string; to: string } | null {
  const trimmed = text.trim();
  if (isDottedIpv4(trimmed)) return { exact: trimmed };
  const parts = (trimmed.endsWith(".") ? trimmed.slice(0, -1) : trimmed).split(".");
  if (parts.length < 1 || parts.length > 3 || !parts.every(isOctet)) return null;
  const fill = (value: string) => [...parts, ...Array(4 - parts.length).fill(value)].join(".");
  return { from: fill("0"), to: fill("255") };
}
