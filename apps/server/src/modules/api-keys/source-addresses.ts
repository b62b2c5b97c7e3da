import { BlockList, isIP } from "node:net";

/**
 * A key's allowed source addresses: single IPv4/IPv6 addresses or CIDR ranges. `normalise`
 * answers the canonical text to store, or null for anything else; `allowing` builds the matcher
 * the credential asks on each request.
 */
export function normaliseSource(value: string): string | null {
  const [address = "", bits, ...rest] = value.trim().split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  if (bits === undefined) return address.toLowerCase();
  if (!/^\d{1,3}$/.test(bits)) return null;
  const prefix = Number(bits);
  if (prefix > (family === 4 ? 32 : 128)) return null;
  return `${address.toLowerCase()}/${prefix}`;
}

export type SourceMatcher = (ip: string) => boolean;

const anySource: SourceMatcher = () => true;

export function allowing(sources: readonly string[]): SourceMatcher {
  if (sources.length === 0) return anySource;
  const list = new BlockList();
  for (const source of sources) {
    const [address = "", bits] = source.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
    // An IPv4 client seen through a dual-stack socket (::ffff:203.0.113.7) is that IPv4 address.
    const plain = type === "ipv6" && ip.toLowerCase().startsWith("::ffff:") && isIP(ip.slice(7)) === 4;
    return plain ? list.check(ip.slice(7), "ipv4") : list.check(ip, type);
  };
}
