import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/** Stand-ins helmet writes where a request's nonces go; replaced per request. */
const SCRIPT_NONCE = "__script_nonce__";
const STYLE_NONCE = "__style_nonce__";
export const NONCE_PLACEHOLDERS = { script: SCRIPT_NONCE, style: STYLE_NONCE };

/** The headers helmet sets, with the CSP's nonces left to fill in. */
export type SecurityHeaderSet = {
  fixed: Record<string, string>;
  /** The CSP with these nonces; `undefined` when the options turn the CSP off. */
  csp: ((nonce: { script: string; style: string }) => string) | undefined;
  /** The CSP of a response that has no inline tags: the nonce sources left out. */
  cspWithoutNonce: string | undefined;
};

/**
 * Runs helmet once over a recording response and keeps what it wrote: the same headers, values
 * and formatting helmet produces, without building its middleware again for every request (which
 * @fastify/helmet does: a new `helmet(options)` per request). Helmet's headers depend on the
 * options only; the CSP's nonces are the one per-request part, placed by string joins.
 */
export function securityHeaderSet(options: Readonly<HelmetOptions>): SecurityHeaderSet {
  const written: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      written[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete written[name.toLowerCase()];
    },
    getHeader: (name: string) => written[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  const { "content-security-policy": template, ...fixed } = written;
  if (template === undefined) return { fixed, csp: undefined, cspWithoutNonce: undefined };
  const cspWithoutNonce = template.replace(new RegExp(` ?'nonce-(?:${SCRIPT_NONCE}|${STYLE_NONCE})'`, "g"), "");
  const [head = "", rest = ""] = template.split(SCRIPT_NONCE);
  const [middle, tail] = rest.includes(STYLE_NONCE) ? rest.split(STYLE_NONCE) : [rest, undefined];
  if (!template.includes(SCRIPT_NONCE)) return { fixed, csp: () => template, cspWithoutNonce };
  return {
    fixed,
    cspWithoutNonce,
    csp:
      tail === undefined
        ? (nonce) => head + nonce.script + middle
        : (nonce) => head + nonce.script + middle + nonce.style + tail,
  };
}
