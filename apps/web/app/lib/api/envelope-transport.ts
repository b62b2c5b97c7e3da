import type { ApiRequest, ApiResponse, ApiTransport, EnvelopeError, EnvelopePublicKey } from "@portico/contracts";
import {
  ENVELOPE_CONTENT_TYPE,
  ENVELOPE_KEY_HEADER,
  ENVELOPE_QUERY_PARAM,
  type EnvelopeCryptoKey,
  importSessionKey,
  isSessionKeyHex,
  newNonce,
  newSessionKeyHex,
  open,
  requestAad,
  responseAad,
  type SealedRequest,
  seal,
  wrapSessionKey,
} from "@portico/contracts/envelope-cipher";
import { StorageKey } from "../storage-keys";
import type { FetchTransportOptions } from "./fetch-transport";

const PUBLIC_KEY_PATH = "/api/crypto/public_key";

type Session = { hex: string; kid: string; header: string; key: EnvelopeCryptoKey };

let published: Promise<Pick<EnvelopePublicKey, "kid" | "public_key">> | undefined;
let session: Session | undefined;
/** Server clock minus ours, learnt from an `envelope_expired` answer's Date header. */
let clockOffsetMs = 0;

function fetchPublicKey(reload: boolean) {
  const loading = fetch(PUBLIC_KEY_PATH, {
    cache: reload ? "reload" : "default",
    headers: { Accept: "application/json" },
  })
    .then(async (response) => {
      const body = (await response.json()) as { data?: EnvelopePublicKey };
      if (!response.ok || !body.data) throw new Error(`public key answered ${response.status}`);
      return body.data;
    })
    .catch((error: unknown) => {
      published = undefined;
      throw error;
    });
  published = loading;
  return loading;
}

/** The persisted session key (spec 02 §3), made with WebCrypto's random bytes when there is none. */
export function sessionKeyHex(): string {
  const stored = window.localStorage.getItem(StorageKey.sessionKey);
  if (isSessionKeyHex(stored)) return stored;
  const fresh = newSessionKeyHex();
  window.localStorage.setItem(StorageKey.sessionKey, fresh);
  return fresh;
}

/** The session key as an AES key and wrapped for the header, made again when the key or the server's key changes. */
async function currentSession(reload = false): Promise<Session> {
  const { kid, public_key } = await (reload ? fetchPublicKey(true) : (published ?? fetchPublicKey(false)));
  const hex = sessionKeyHex();
  if (session?.hex === hex && session.kid === kid) return session;
  const made = { hex, kid, header: await wrapSessionKey(kid, public_key, hex), key: await importSessionKey(hex) };
  session = made;
  return made;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Refusals a fresh public key or clock fixes; the call is made again once. */
const RETRIED = new Set<string>([
  "envelope_key_unknown",
  "envelope_header_invalid",
  "envelope_expired",
] satisfies (keyof typeof EnvelopeError)[]);

/**
 * The browser's API transport when the envelope is on (spec 02 §7, ADR 012): the query and body
 * go sealed with AES-GCM under the session key, which travels RSA-wrapped in `x-session-key`;
 * the sealed answer is opened, so callers see the same `{ status, body }` as the plain transport.
 */
export function createEnvelopeTransport({ getToken, getLanguage }: FetchTransportOptions): ApiTransport {
  async function send({ method, path: pathWithQuery, body, headers }: ApiRequest, keys: Session) {
    const [path = "", query] = pathWithQuery.split("?", 2);
    const nonce = newNonce();
    const message: SealedRequest = {
      t: Date.now() + clockOffsetMs,
      n: nonce,
      ...(query ? { q: query } : {}),
      ...(body === undefined ? {} : { b: body }),
    };
    const sealed = await seal(keys.key, requestAad(method, path), JSON.stringify(message));
    const token = getToken();
    const inQuery = method === "GET" || method === "DELETE";
    const response = await fetch(inQuery ? `${path}?${ENVELOPE_QUERY_PARAM}=${sealed}` : path, {
      method,
      headers: {
        Accept: `${ENVELOPE_CONTENT_TYPE}, application/json`,
        "Accept-Language": getLanguage(),
        [ENVELOPE_KEY_HEADER]: keys.header,
        ...(inQuery ? {} : { "Content-Type": ENVELOPE_CONTENT_TYPE }),
        ...(token ? { token } : {}),
        ...headers,
      },
      body: inQuery ? undefined : sealed,
    });
    const text = await response.text();
    const sealedAnswer = response.headers.get("content-type")?.startsWith(ENVELOPE_CONTENT_TYPE) ?? false;
    const answer: ApiResponse = {
      status: response.status,
      body: sealedAnswer
        ? parseJson(await open(keys.key, responseAad(method, path, nonce), text))
        : text
          ? parseJson(text)
          : null,
    };
    return {
      answer,
      refusal: sealedAnswer ? null : (answer.body as { error?: unknown } | null)?.error,
      date: response.headers.get("date"),
    };
  }

  return async (request) => {
    const first = await send(request, await currentSession());
    if (first.answer.status !== 400 || typeof first.refusal !== "string" || !RETRIED.has(first.refusal))
      return first.answer;
    if (first.refusal === "envelope_expired" && first.date) {
      clockOffsetMs = Date.parse(first.date) - Date.now();
      return (await send(request, await currentSession())).answer;
    }
    return (await send(request, await currentSession(true))).answer;
  };
}
