/**
 * How the web app reaches the API. In the browser this is `fetch`; during server rendering
 * it is bound to Fastify's in-process `inject`, so both sides share one client and contract.
 */
export type ApiRequest = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with query string, starting with `/api/`. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};

export type ApiResponse = { status: number; body: unknown };

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;
