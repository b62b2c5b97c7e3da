import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { EnvelopePublicKey } from "@portico/contracts";
import {
  ENVELOPE_CONTENT_TYPE,
  ENVELOPE_KEY_HEADER,
  ENVELOPE_QUERY_PARAM,
  type EnvelopeCryptoKey,
  importSessionKey,
  newNonce,
  newSessionKeyHex,
  open,
  requestAad,
  responseAad,
  type SealedRequest,
  seal,
  wrapSessionKey,
} from "@portico/contracts/envelope-cipher";
import type { FastifyInstance, InjectOptions } from "fastify";

export type SealOptions = { body?: unknown; headers?: Record<string, string>; t?: number; n?: string };

/**
 * A client of an envelope-on server for the tests, built on the same WebCrypto functions as the
 * browser's transport: it fetches the public key, wraps a new session key and seals requests.
 */
export async function envelopeClient(app: FastifyInstance) {
  const published = (await app.inject({ method: "GET", url: "/api/crypto/public_key" })).json<{
    data: EnvelopePublicKey;
  }>().data;
  const sessionKeyHex = newSessionKeyHex();
  const key = await importSessionKey(sessionKeyHex);
  const header = await wrapSessionKey(published.kid, published.public_key, sessionKeyHex);
  return {
    published,
    key,
    header,
    /** The inject options of one sealed request; `pathWithQuery` is the plain URL it stands for. */
    async seal(method: "GET" | "POST", pathWithQuery: string, options: SealOptions = {}): Promise<SealedInject> {
      return sealFor(key, header, method, pathWithQuery, options);
    },
    /** Sends a sealed request and opens the answer (plain when the envelope refused it). */
    async call(method: "GET" | "POST", pathWithQuery: string, options: SealOptions = {}) {
      const sealed = await sealFor(key, header, method, pathWithQuery, options);
      return sendSealed(app, key, sealed);
    },
  };
}

export type SealedInject = InjectOptions & { method: "GET" | "POST"; url: string; nonce: string; path: string };

export async function sealFor(
  key: EnvelopeCryptoKey,
  header: string,
  method: "GET" | "POST",
  pathWithQuery: string,
  { body, headers = {}, t = Date.now(), n = newNonce() }: SealOptions,
): Promise<SealedInject> {
  const [path = "", query] = pathWithQuery.split("?", 2);
  const message: SealedRequest = { t, n, ...(query ? { q: query } : {}), ...(body === undefined ? {} : { b: body }) };
  const token = await seal(key, requestAad(method, path), JSON.stringify(message));
  const base = { method, path, nonce: n, headers: { ...headers, [ENVELOPE_KEY_HEADER]: header } };
  return method === "GET"
    ? { ...base, url: `${path}?${ENVELOPE_QUERY_PARAM}=${token}` }
    : { ...base, url: path, payload: token, headers: { ...base.headers, "content-type": ENVELOPE_CONTENT_TYPE } };
}

/** Injects a sealed request; a sealed answer is opened, a plain one (an envelope refusal) parsed. */
export async function sendSealed(app: FastifyInstance, key: EnvelopeCryptoKey, sealed: SealedInject) {
  const { nonce, path, ...options } = sealed;
  const response = await app.inject(options);
  const sealedAnswer = String(response.headers["content-type"]).startsWith(ENVELOPE_CONTENT_TYPE);
  // What the client reads once its HTTP layer has undone the content encoding, as a browser does.
  const encoding = response.headers["content-encoding"];
  const wire =
    encoding === "br"
      ? brotliDecompressSync(response.rawPayload).toString()
      : encoding === "gzip"
        ? gunzipSync(response.rawPayload).toString()
        : response.body;
  const text = sealedAnswer ? await open(key, responseAad(sealed.method, path, nonce), wire) : wire;
  return {
    status: response.statusCode,
    sealedAnswer,
    wire,
    body: JSON.parse(text) as Record<string, unknown>,
  };
}
