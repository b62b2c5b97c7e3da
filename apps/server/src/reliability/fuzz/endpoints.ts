import type { Endpoint } from "@portico/contracts";
import * as contracts from "@portico/contracts";
import type { z } from "zod";

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" &&
  value !== null &&
  "operationId" in value &&
  "method" in value &&
  "path" in value &&
  "access" in value;

/** Every endpoint the contracts export, in a stable order (by operationId) so a seed replays. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(contracts as Record<string, unknown>)
  .filter(isEndpoint)
  .sort((a, b) => a.operationId.localeCompare(b.operationId));

/** The schema of an endpoint's input: the query of a GET, the body of a POST. */
export const inputSchemaOf = (endpoint: Endpoint): z.ZodType | undefined =>
  endpoint.method === "GET" ? endpoint.query : endpoint.body;
