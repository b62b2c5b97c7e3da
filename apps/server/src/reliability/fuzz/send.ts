import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { CONSOLE_HEADER } from "@portico/contracts";
import { ENVELOPE_CONTENT_TYPE, ENVELOPE_QUERY_PARAM, open, responseAad } from "@portico/contracts/envelope-cipher";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type envelopeClient, sealFor } from "../../test/envelope-client.ts";
import type { FuzzRequest } from "./requests.ts";

export type Answer = {
  status: number;
  headers: LightMyRequestResponse["headers"];
  /** The body as the client reads it: opened when it came back sealed. */
  text: string;
  /** What a person needs to send the same request by hand (a sealed one as its plain form plus how it was sealed). */
  replay: string;
};

type Envelope = Awaited<ReturnType<typeof envelopeClient>>;

const ENVELOPE_ERRORS_OF: Record<string, string> = {
  "sealed-garbage": "the token replaced by garbage",
  "sealed-bad-header": "x-session-key replaced by a key that does not unwrap",
  "sealed-expired": "t ten minutes in the past",
  "sealed-replayed": "the same sealed request sent twice",
};

function urlOf(request: FuzzRequest): string {
  if (request.query === undefined) return request.path;
  const text = typeof request.query === "string" ? request.query : new URLSearchParams(request.query).toString();
  return text === "" ? request.path : `${request.path}?${text}`;
}

function describe(request: FuzzRequest, headers: Record<string, string>, remoteAddress: string): string {
  const body =
    request.body === undefined
      ? "(none)"
      : "raw" in request.body
        ? `${request.body.contentType}: ${clip(request.body.raw)}`
        : `application/json: ${clip(JSON.stringify(request.body.json))}`;
  const sealed =
    request.transport === "plain"
      ? ""
      : `\n  sealed (API_ENVELOPE=accept): ${ENVELOPE_ERRORS_OF[request.transport] ?? "a valid seal"}`;
  return `${request.method} ${clip(urlOf(request))}\n  from ${remoteAddress} as ${request.principal}\n  headers: ${JSON.stringify(headers)}\n  body: ${body}${sealed}`;
}

const clip = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text);

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.body;
}

/** Sends one generated request (twice for a replayed seal) and reads each answer. */
export async function send(
  app: FastifyInstance,
  envelope: Envelope,
  request: FuzzRequest,
  credentials: Record<string, string>,
  remoteAddress: string,
): Promise<Answer[]> {
  const headers: Record<string, string> = { "accept-language": "en", ...credentials };
  if (request.method === "POST" && request.consoleHeader && request.path.startsWith("/api/console/"))
    headers[CONSOLE_HEADER] = "1";
  const replay = describe(request, headers, remoteAddress);

  if (request.transport === "plain") {
    const options: InjectOptions = {
      method: request.method as InjectOptions["method"],
      url: urlOf(request),
      headers,
      remoteAddress,
    };
    if (request.body !== undefined) {
      if ("raw" in request.body) {
        options.payload = request.body.raw;
        headers["content-type"] = request.body.contentType;
      } else {
        options.payload = JSON.stringify(request.body.json);
        headers["content-type"] = "application/json";
      }
    }
    const response = await app.inject(options);
    return [{ status: response.statusCode, headers: response.headers, text: decoded(response), replay }];
  }

  const method = request.method as "GET" | "POST";
  const body = request.body && "json" in request.body ? request.body.json : undefined;
  const sealed = await sealFor(envelope.key, envelope.header, method, urlOf(request), {
    body,
    headers,
    ...(request.transport === "sealed-expired" ? { t: Date.now() - 10 * 60_000 } : {}),
  });
  sealed.remoteAddress = remoteAddress;
  if (request.transport === "sealed-garbage") {
    if (method === "GET") sealed.url = `${request.path}?${ENVELOPE_QUERY_PARAM}=${"A".repeat(64)}`;
    else sealed.payload = "not-a-token";
  }
  if (request.transport === "sealed-bad-header")
    sealed.headers = { ...sealed.headers, "x-session-key": `${envelope.published.kid}.${"B".repeat(342)}` };
  const times = request.transport === "sealed-replayed" ? 2 : 1;
  const answers: Answer[] = [];
  const { nonce, path, ...options } = sealed;
  for (let i = 0; i < times; i++) {
    const raw = await app.inject(options);
    const wire = decoded(raw);
    const text = String(raw.headers["content-type"]).startsWith(ENVELOPE_CONTENT_TYPE)
      ? await open(envelope.key, responseAad(method, path, nonce), wire)
      : wire;
    answers.push({ status: raw.statusCode, headers: raw.headers, text, replay });
  }
  return answers;
}
