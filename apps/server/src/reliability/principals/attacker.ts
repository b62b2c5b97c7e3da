import type { LightMyRequestResponse } from "fastify";

/** The n-th client address of an attacker (distinct for n below 62,500), from TEST-NET-2. */
export const addressOf = (n: number) => `198.51.${100 + (Math.floor(n / 250) % 150)}.${(n % 250) + 1}`;

/** The header nginx adds, read by Portico under TRUST_PROXY (the socket is the local proxy). */
export const fromAddress = (n: number): Record<string, string> => ({ "x-forwarded-for": addressOf(n) });

/**
 * Sends `attempts` tries, the i-th from address `addressFor(i)`, and counts the ones the product
 * weighed — the answers that are not the throttle's refusal.
 */
export async function countTries(
  attempts: number,
  addressFor: (index: number) => number,
  send: (headers: Record<string, string>, index: number) => Promise<LightMyRequestResponse>,
  throttled: (response: LightMyRequestResponse) => boolean,
): Promise<number> {
  let weighed = 0;
  for (let index = 0; index < attempts; index++) {
    const answer = await send(fromAddress(addressFor(index)), index);
    if (answer.statusCode >= 500) throw new Error(`${answer.statusCode}: ${answer.body}`);
    if (!throttled(answer)) weighed++;
  }
  return weighed;
}

/** One address for every try, or a new one for each. */
export const oneAddress = () => 0;
export const newAddressEach = (index: number) => index + 1;

/** The error code of an error envelope, if the answer is one. */
export function errorOf(response: LightMyRequestResponse): string | undefined {
  try {
    return response.json().error;
  } catch {
    return undefined;
  }
}
