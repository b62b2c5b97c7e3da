import type { z } from "zod";
import type { AccessRule } from "./access.ts";
import type { ErrorCodeDefinition } from "./error-codes.ts";

export type HttpMethod = "GET" | "POST";

/**
 * One API endpoint, defined once (ARCHITECTURE §3). The server registers its route from this
 * (validation, serialisation, access rule, envelope), the web calls it, and /api/docs is
 * generated from it. A GET takes its input as `query`, a POST as `body`.
 */
export type Endpoint = {
  /** Unique, camelCase: the OpenAPI operationId and the TanStack Query key. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The spec's path where the spec shows one. */
  readonly path: `/api/${string}`;
  /** The module that owns it: the OpenAPI tag. */
  readonly tag: string;
  readonly summary: string;
  /** Who may call it (ADR 408): required, so an endpoint without a rule does not compile. */
  readonly access: AccessRule;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `data` of the success envelope (or the whole answer when `envelope` is false). */
  readonly response: z.ZodType;
  /** Codes this endpoint answers beyond validation, access and internal failures. */
  readonly errors: readonly ErrorCodeDefinition[];
  /** False only for an answer a third-party widget reads raw (the ALTCHA challenge). */
  readonly envelope?: false;
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputSchemaOf<E extends Endpoint> = E["method"] extends "GET" ? E["query"] : E["body"];

/** What a caller passes: the schema's input type (before coercion and defaults). */
export type EndpointInput<E extends Endpoint> =
  InputSchemaOf<E> extends z.ZodType ? z.input<InputSchemaOf<E>> : undefined;

/** What the route handler receives: the schema's output type (after coercion and defaults). */
export type EndpointParsedInput<E extends Endpoint> =
  InputSchemaOf<E> extends z.ZodType ? z.output<InputSchemaOf<E>> : undefined;

/** The answer's data as the caller receives it. */
export type EndpointData<E extends Endpoint> = z.output<E["response"]>;

/** Calls without input take no second argument; an input whose fields are all optional may be left out. */
export type EndpointArgs<E extends Endpoint> =
  EndpointInput<E> extends undefined
    ? []
    : object extends EndpointInput<E>
      ? [input?: EndpointInput<E>]
      : [input: EndpointInput<E>];
