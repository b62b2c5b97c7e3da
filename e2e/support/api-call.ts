/**
 * The API as the tests call it directly (setup and checks, not the page): plain JSON, or sealed
 * like the browser's transport when the suite's server runs with the envelope on
 * (`E2E_API_ENVELOPE`, ADR 012). Built on the same WebCrypto functions as the browser.
 */
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
  seal,
  wrapSessionKey,
} from "@portico/contracts/envelope-cipher";
import { baseURL } from "../playwright.config.ts";

export type ApiAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test helper; each test asserts the shape it reads.
  body: any;
  headers: Headers;
};
type CallOptions = { data?: unknown; headers?: Record<string, string>; origin?: string; sealed?: boolean };

/** Whether the suite's own server seals its API (E2E_API_ENVELOPE=accept|require). */
export const suiteEnvelopeOn = ["accept", "require"].includes(process.env.E2E_API_ENVELOPE ?? "off");

type EnvelopeSession = { key: EnvelopeCryptoKey; header: string };
const sessions = new Map<string, Promise<EnvelopeSession>>();

/** A session key wrapped with the public key of the server at `origin`, one per origin. */
export function envelopeSessionFor(origin: string): Promise<EnvelopeSession> {
  let session = sessions.get(origin);
  if (!session) {
    session = (async () => {
      const { data } = (await (await fetch(`${origin}/api/crypto/public_key`)).json()) as {
        data: { kid: string; public_key: string };
      };
      const hex = newSessionKeyHex();
      return { key: await importSessionKey(hex), header: await wrapSessionKey(data.kid, data.public_key, hex) };
    })();
    sessions.set(origin, session);
  }
  return session;
}

export async function apiCall(
  method: "GET" | "POST",
  pathWithQuery: string,
  { data, headers = {}, origin = baseURL, sealed = suiteEnvelopeOn }: CallOptions = {},
): Promise<ApiAnswer> {
  if (!sealed) {
    const response = await fetch(`${origin}${pathWithQuery}`, {
      method,
      headers: { ...(data === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(data === undefined ? {} : { body: JSON.stringify(data) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }
  const { key, header } = await envelopeSessionFor(origin);
  const [path = "", query] = pathWithQuery.split("?", 2);
  const nonce = newNonce();
  const token = await seal(
    key,
    requestAad(method, path),
    JSON.stringify({
      t: Date.now(),
      n: nonce,
      ...(query ? { q: query } : {}),
      ...(data === undefined ? {} : { b: data }),
    }),
  );
  const response = await fetch(
    method === "GET" ? `${origin}${path}?${ENVELOPE_QUERY_PARAM}=${token}` : `${origin}${path}`,
    {
      method,
      headers: {
        [ENVELOPE_KEY_HEADER]: header,
        ...(method === "GET" ? {} : { "content-type": ENVELOPE_CONTENT_TYPE }),
        ...headers,
      },
      ...(method === "GET" ? {} : { body: token }),
    },
  );
  const text = await response.text();
  const isSealed = response.headers.get("content-type")?.startsWith(ENVELOPE_CONTENT_TYPE) ?? false;
  const plain = isSealed ? await open(key, responseAad(method, path, nonce), text) : text;
  return { status: response.status, body: plain ? JSON.parse(plain) : null, headers: response.headers };
}
