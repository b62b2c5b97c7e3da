import type { Endpoint } from "@portico/contracts";
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../test/create-test-app.ts";
import { callAs, type Principal, passesRule } from "./principals.ts";

/** The identifiers one request names: a field's value, real or missing. */
export type Ids = Record<string, unknown>;

/**
 * One endpoint of the matrix: which of its fields name something and what kind of thing, how to
 * get a real one (A's, for a customer endpoint) and one of the same shape that does not exist.
 */
export type MatrixCase = {
  endpoint: Endpoint;
  /** field → the kind of identifier it carries. */
  fields: Record<string, string>;
  target: () => Promise<Ids>;
  missing: (real: Ids) => Ids;
  /** The query (GET) or body (POST) for these ids. */
  input: (ids: Ids) => Record<string, unknown>;
  /** The call changes what it names (cancel, revoke, delete): each permitted call gets its own. */
  fresh?: boolean;
};

/**
 * What a caller learns from an answer: its status, and its error code and message or its data —
 * with the identifiers the caller sent written as `<sent>`, since echoing them back tells nothing.
 */
export function answerOf(response: LightMyRequestResponse, sent: Ids) {
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON: the text itself
  }
  let text = JSON.stringify({ status: response.statusCode, body });
  for (const value of Object.values(sent)) {
    if (typeof value === "string" && value.length >= 6) text = text.replaceAll(value, "<sent>");
  }
  return text;
}

export function requestFor(endpoint: Endpoint, input: Record<string, unknown>) {
  if (endpoint.method === "POST") return { method: "POST" as const, url: endpoint.path, payload: input };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return { method: "GET" as const, url: `${endpoint.path}?${search}` };
}

/** Who may reach the real id: a customer endpoint's owner (A) with the scope; a role with the permission. */
export function mayReach(principal: Principal, endpoint: Endpoint): boolean {
  if (!passesRule(principal, endpoint.access)) return false;
  return endpoint.access.kind !== "customer" || principal.customer === "A";
}

export type MatrixTally = {
  cases: number;
  crossPrincipal2xx: string[];
  differing: string[];
  ownerRefused: string[];
};

export const newTally = (): MatrixTally => ({ cases: 0, crossPrincipal2xx: [], differing: [], ownerRefused: [] });

/**
 * Runs one endpoint across every principal: each that may not reach the real id sends it and a
 * missing one, and must get the same answer (a 2xx counts as cross-principal unless the missing
 * id's answer is the same 2xx: a list filtered to nothing). Then each that may reach it gets 2xx.
 */
export async function runCase(
  t: TestApp,
  principals: readonly Principal[],
  matrixCase: MatrixCase,
  tally: MatrixTally,
) {
  const { endpoint } = matrixCase;
  const real = await matrixCase.target();
  const missing = matrixCase.missing(real);
  const allowed = principals.filter((principal) => mayReach(principal, endpoint));
  for (const principal of principals.filter((candidate) => !allowed.includes(candidate))) {
    const label = `${endpoint.operationId} as ${principal.name}`;
    const onReal = await callAs(t, principal, requestFor(endpoint, matrixCase.input(real)));
    const onMissing = await callAs(t, principal, requestFor(endpoint, matrixCase.input(missing)));
    tally.cases++;
    const learned = answerOf(onReal, real);
    const same = learned === answerOf(onMissing, missing);
    if (!same) tally.differing.push(`${label}: ${learned} ≠ missing ${answerOf(onMissing, missing)}`);
    if (onReal.statusCode < 300 && !same) tally.crossPrincipal2xx.push(`${label}: ${onReal.body.slice(0, 200)}`);
  }
  for (const principal of allowed) {
    const ids = matrixCase.fresh ? await matrixCase.target() : real;
    const answer = await callAs(t, principal, requestFor(endpoint, matrixCase.input(ids)));
    tally.cases++;
    if (answer.statusCode >= 300) {
      tally.ownerRefused.push(
        `${endpoint.operationId} as ${principal.name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`,
      );
    }
  }
}
