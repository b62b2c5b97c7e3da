/**
 * The randomness a token's format can hold: the characters after its fixed prefix times the bits
 * of its alphabet (base64url: 6). Every sample must fit the format, and no two may be equal.
 */
export function tokenBits(samples: readonly string[], prefix = ""): { bits: number; distinct: boolean } {
  if (samples.length < 2) throw new Error("need at least two samples");
  const lengths = new Set<number>();
  for (const sample of samples) {
    if (!sample.startsWith(prefix)) throw new Error(`${sample} lacks ${prefix}`);
    const body = sample.slice(prefix.length);
    if (!/^[A-Za-z0-9_-]+$/.test(body)) throw new Error(`${sample} is not base64url after its prefix`);
    lengths.add(body.length);
  }
  const shortest = Math.min(...lengths);
  return { bits: shortest * 6, distinct: new Set(samples).size === samples.length };
}
