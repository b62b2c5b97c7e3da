import { parse as parseQueryString } from "node:querystring";
import type { EnvelopeMode } from "@portico/contracts";
import {
  ENVELOPE_CONTENT_TYPE,
  ENVELOPE_KEY_HEADER,
  ENVELOPE_QUERY_PARAM,
  requestAad,
  responseAad,
  type SealedRequest,
} from "@portico/contracts/envelope-cipher";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { envelopeErrors } from "../modules/envelope/envelope.errors.ts";
import { openText, sealText, unwrapSessionKey } from "../modules/envelope/envelope-cipher.ts";
import type { EnvelopeKeyRing } from "../modules/envelope/envelope-keys.ts";
import type { ReplayGuard } from "../modules/envelope/replay-guard.ts";
import { isInProcessRequest } from "./in-process-request.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the request came sealed: its session key, and its nonce once the message was opened. */
    envelope: { key: Buffer; nonce: string | null } | null;
  }
}

export type RequestEnvelopeOptions = { mode: EnvelopeMode; keys: EnvelopeKeyRing; replay: ReplayGuard };

/**
 * /api/ paths that stay plain in every mode: the API document, the public key itself, what
 * providers call (webhooks), what the proxy gateway calls (`/api/internal/`: a server with its
 * own token, ADR 411), what a third-party widget fetches raw (the ALTCHA challenge), and the
 * invoice file a signed link opens as a page. Health and metrics live outside /api/.
 */
const PLAIN_PATHS = [
  /^\/api\/docs(\/|$)/,
  /^\/api\/crypto\/public_key$/,
  /^\/api\/payment\/webhook\//,
  /^\/api\/internal\//,
  /^\/api\/captcha\/altcha$/,
  /^\/api\/invoice\/file$/,
];

export const isSealablePath = (path: string): boolean =>
  path.startsWith("/api/") && !PLAIN_PATHS.some((pattern) => pattern.test(path));

/** Methods whose sealed message rides in the query (`?_e=`); the others send it as the body. */
const QUERY_SEALED = new Set(["GET", "HEAD", "DELETE"]);

/** Unwrapping costs an RSA decryption; a client sends the same header on every call. */
const UNWRAPPED_CACHE_LIMIT = 10_000;

const pathOf = (request: FastifyRequest) => request.url.split("?", 1)[0] ?? request.url;

function isSealedRequest(value: unknown): value is SealedRequest {
  if (typeof value !== "object" || value === null) return false;
  const { t, n, q } = value as Record<string, unknown>;
  return (
    typeof t === "number" &&
    typeof n === "string" &&
    /^[0-9a-f]{16,64}$/.test(n) &&
    (q === undefined || typeof q === "string")
  );
}

/**
 * The encrypted request envelope (spec 02 §7, ADR 012), at the raw layer before validation: a
 * sealed query or body is opened into the plain query and body the route expects, and the answer
 * to a sealed request is sealed back. Routes never know. Failures are 400s with stable codes.
 */
async function requestEnvelope(app: FastifyInstance, { mode, keys, replay }: RequestEnvelopeOptions) {
  app.decorateRequest("envelope", null);
  if (mode === "off") return;

  const unwrapped = new Map<string, Buffer>();
  async function sessionKeyOf(header: string): Promise<Buffer> {
    const [kid, wrapped, extra] = header.split(".");
    if (!kid || !wrapped || extra !== undefined) throw envelopeErrors.headerInvalid();
    // Asked every time, so a key past its overlap window stops opening requests even when cached here.
    const ringKey = await keys.find(kid);
    if (!ringKey) throw envelopeErrors.keyUnknown();
    const cached = unwrapped.get(header);
    if (cached) return cached;
    const key = unwrapSessionKey(ringKey.privateKey, Buffer.from(wrapped, "base64url"));
    if (!key) throw envelopeErrors.headerInvalid();
    if (unwrapped.size >= UNWRAPPED_CACHE_LIMIT) unwrapped.delete(unwrapped.keys().next().value as string);
    unwrapped.set(header, key);
    return key;
  }

  /** Opens the one sealed message of a request, checks its age and nonce, restores the query; returns the body. */
  async function openRequest(request: FastifyRequest, token: string): Promise<unknown> {
    const envelope = request.envelope;
    if (!envelope) throw envelopeErrors.headerInvalid();
    const text = openText(envelope.key, requestAad(request.method, pathOf(request)), token);
    let message: unknown;
    try {
      message = text === undefined ? undefined : JSON.parse(text);
    } catch {
      message = undefined;
    }
    if (!isSealedRequest(message)) throw envelopeErrors.invalid();
    const verdict = await replay.check(message.t, message.n);
    if (verdict === "expired") throw envelopeErrors.expired();
    if (verdict === "replayed") throw envelopeErrors.replayed();
    envelope.nonce = message.n;
    request.query = { ...parseQueryString(message.q ?? "") };
    return message.b;
  }

  app.addHook("onRequest", async (request) => {
    if (!isSealablePath(pathOf(request)) || isInProcessRequest(request)) return;
    const header = request.headers[ENVELOPE_KEY_HEADER];
    if (header === undefined) {
      if (mode === "require") throw envelopeErrors.required();
      return;
    }
    if (typeof header !== "string") throw envelopeErrors.headerInvalid();
    request.envelope = { key: await sessionKeyOf(header), nonce: null };
    if (QUERY_SEALED.has(request.method)) {
      const token = (request.query as Record<string, unknown>)[ENVELOPE_QUERY_PARAM];
      if (typeof token !== "string") throw envelopeErrors.invalid();
      await openRequest(request, token);
    }
  });

  app.addContentTypeParser(ENVELOPE_CONTENT_TYPE, { parseAs: "string" }, (request, body, done) => {
    openRequest(request, String(body)).then(
      (opened) => done(null, opened),
      (error: unknown) => done(error as Error, undefined),
    );
  });

  // A sealed request must carry its sealed message: a plain body under the header is refused.
  app.addHook("preValidation", async (request) => {
    if (request.envelope && request.envelope.nonce === null) throw envelopeErrors.invalid();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const envelope = request.envelope;
    if (!envelope?.nonce || !(typeof payload === "string" || Buffer.isBuffer(payload))) return payload;
    reply.header("content-type", ENVELOPE_CONTENT_TYPE);
    return sealText(envelope.key, responseAad(request.method, pathOf(request), envelope.nonce), payload);
  });
}

export default fp(requestEnvelope, { name: "request-envelope", dependencies: ["errors"] });
