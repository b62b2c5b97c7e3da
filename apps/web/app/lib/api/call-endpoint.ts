import type {
  ApiRequest,
  ApiTransport,
  Endpoint,
  EndpointArgs,
  EndpointData,
  EndpointInput,
  ErrorEnvelope,
} from "@portico/contracts";
import { ApiError } from "./api-error";

export type CallOptions = {
  /** Called when the API answers 401, before the error is thrown (the browser signs out). */
  onUnauthorized?: () => void;
};

/** Calls one endpoint of the contract; the transport decides whether in process or over fetch. */
export type EndpointCaller = <E extends Endpoint>(endpoint: E, ...args: EndpointArgs<E>) => Promise<EndpointData<E>>;

/** Defined values only, URL-encoded; arrays repeat their key. */
function queryString(input: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== "") params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The request an endpoint call makes: a GET carries its input in the query, a POST in the body. */
function requestFor<E extends Endpoint>(endpoint: E, input: EndpointInput<E> | undefined): ApiRequest {
  if (endpoint.method === "GET")
    return { method: "GET", path: `${endpoint.path}${queryString(input as object | undefined)}` };
  return input === undefined
    ? { method: endpoint.method, path: endpoint.path }
    : { method: endpoint.method, path: endpoint.path, body: input };
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== "object" || body === null) return false;
  const { code, msg, error } = body as Record<string, unknown>;
  return code === 0 && typeof msg === "string" && typeof error === "string";
}

/**
 * The one way the web calls the API: builds the request from the endpoint's definition, unwraps
 * the success envelope and checks the data against the endpoint's response schema, or throws an
 * ApiError with the server's localised message and stable code.
 */
export function createCaller(transport: ApiTransport, options: CallOptions = {}): EndpointCaller {
  return async (endpoint, ...args) => {
    const response = await transport(requestFor(endpoint, args[0]));
    if (response.status === 401) options.onUnauthorized?.();
    const body = response.body as { code?: unknown; data?: unknown } | null;
    if (response.status < 400) {
      if (endpoint.envelope === false) return endpoint.response.parse(body) as never;
      if (body?.code === 1) return endpoint.response.parse(body.data) as never;
    }
    if (isErrorEnvelope(body)) throw new ApiError(body.msg, body.error, response.status);
    throw ApiError.unexpected(response.status);
  };
}
