import { CommonError, type Endpoint, EnvelopeError, ErrorEnvelopeSchema } from "@portico/contracts";
import { declaredCodes } from "../../plugins/endpoint-route.ts";
import type { FuzzRequest } from "./requests.ts";
import type { Answer } from "./send.ts";

/**
 * What must never reach a client: a stack trace, a module path, the database's words for a
 * failed statement. The fuzzer's own inputs never contain these, so an echo of a field cannot match.
 */
const LEAKS: readonly RegExp[] = [
  /\n\s+at /,
  / {4}at [\w.<]/,
  /node_modules/,
  /\bselect\s[^"]{0,200}\sfrom\s/i,
  /\binsert into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bviolates\b/i,
  /syntax error/i,
  /duplicate key/i,
  /invalid input syntax/i,
  /out of range for type/i,
  /\bsqlstate\b/i,
  /failed query/i,
  /\bpglite\b/i,
  /\bdrizzle\b/i,
  /\brelation "/i,
  /\bcolumn "/i,
  /\.ts:\d+:\d+/,
];

/** Statuses Fastify keeps for an answer it refuses itself (body too large, media type), coded as validation. */
const TRANSPORT_STATUSES = new Set([400, 404, 413, 415]);

export type Verdict = { fiveXX: boolean; mismatch?: string; leak?: string };

const allowedByEndpoint = new Map<Endpoint, Map<string, number>>();
function allowedCodes(endpoint: Endpoint): Map<string, number> {
  let allowed = allowedByEndpoint.get(endpoint);
  if (!allowed) {
    allowed = new Map(declaredCodes(endpoint).map(({ code, status }) => [code, status]));
    for (const [code, { status }] of Object.entries(EnvelopeError)) allowed.set(code, status);
    allowed.set(CommonError.service_unavailable.code, CommonError.service_unavailable.status);
    allowedByEndpoint.set(endpoint, allowed);
  }
  return allowed;
}

/** Holds one answer to the endpoint's contract: its data schema, or the error envelope with a code it may answer. */
export function judge(endpoint: Endpoint, request: FuzzRequest, answer: Answer): Verdict {
  const verdict: Verdict = { fiveXX: answer.status >= 500 };
  const leak = LEAKS.find((pattern) => pattern.test(answer.text));
  if (leak) verdict.leak = `${leak} in ${answer.text.slice(0, 400)}`;
  if (request.method === "HEAD") return verdict;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    verdict.mismatch = `not JSON (${answer.headers["content-type"]}): ${answer.text.slice(0, 200)}`;
    return verdict;
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (request.method !== endpoint.method) {
      verdict.mismatch = `${request.method} answered ${answer.status} on a ${endpoint.method} endpoint`;
      return verdict;
    }
    const data = endpoint.envelope === false ? body : (body as { code?: unknown; data?: unknown });
    if (endpoint.envelope !== false && (body as { code?: unknown }).code !== 1) {
      verdict.mismatch = `success without the success envelope: ${answer.text.slice(0, 200)}`;
      return verdict;
    }
    const parsed = endpoint.response.safeParse(endpoint.envelope === false ? data : (data as { data: unknown }).data);
    if (!parsed.success)
      verdict.mismatch = `data does not match the response schema: ${parsed.error.message.slice(0, 400)}`;
    return verdict;
  }
  const failure = ErrorEnvelopeSchema.safeParse(body);
  if (!failure.success) {
    verdict.mismatch = `${answer.status} without the error envelope: ${answer.text.slice(0, 200)}`;
    return verdict;
  }
  const code = failure.data.error;
  if (request.method !== endpoint.method) {
    if (answer.status !== 404 || code !== CommonError.not_found.code)
      verdict.mismatch = `wrong method answered ${answer.status} ${code}`;
    return verdict;
  }
  const status = allowedCodes(endpoint).get(code);
  if (status === undefined)
    verdict.mismatch = `answered ${code} (${answer.status}), which the endpoint does not declare`;
  else if (
    status !== answer.status &&
    !(code === CommonError.validation_failed.code && TRANSPORT_STATUSES.has(answer.status))
  )
    verdict.mismatch = `answered ${code} with ${answer.status}, declared ${status}`;
  return verdict;
}
