import { CommonError, EnvelopeError } from "@portico/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, renderText } from "./app-error.ts";
import { commonErrors } from "./common-errors.ts";
import { failure } from "./envelope.ts";
import { validationIssues } from "./validation-issues.ts";

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return error instanceof Error && "statusCode" in error && typeof error.statusCode === "number";
}

function send(request: FastifyRequest, reply: FastifyReply, error: AppError, status = error.statusCode) {
  return reply
    .status(status)
    .type("application/json")
    .send(failure(error.code, renderText(error.text, request.language, error.params)));
}

/** Client errors Fastify raises itself (bad JSON, wrong content type, body too large, ...). */
function errorForClientStatus(status: number): AppError {
  if (status === 401) return commonErrors.unauthorized();
  if (status === 403) return commonErrors.forbidden();
  if (status === 404) return commonErrors.notFound();
  if (status === 409) return commonErrors.conflict();
  if (status === 429) return commonErrors.rateLimited();
  return commonErrors.malformedRequest();
}

/**
 * Codes any endpoint may answer without declaring them: a sealed request's envelope failures and
 * the server being unavailable.
 */
const PLATFORM_CODES: ReadonlySet<string> = new Set([
  ...Object.keys(EnvelopeError),
  CommonError.service_unavailable.code,
  CommonError.internal_error.code,
]);

/**
 * Whether an endpoint answers a code its definition does not declare (registerEndpoint keeps the
 * declared ones in the route's config): the contract, /api/docs and the clients would not know it.
 */
function undeclared(request: FastifyRequest, error: AppError): boolean {
  const answers = request.routeOptions.config?.answers;
  return answers !== undefined && !answers.has(error.code) && !PLATFORM_CODES.has(error.code);
}

/**
 * The one place errors become HTTP: the failure envelope with a true status, a localised
 * message and the stable code — one the endpoint declares (held to it with `strictAnswers`,
 * outside production). 5xx details never reach the client; they are logged with the request id
 * so a support ticket can be matched to the log line.
 */
async function errors(app: FastifyInstance, options: { strictAnswers?: boolean } = {}) {
  app.setErrorHandler((error, request, reply) => {
    if (isFastifyError(error) && error.validation) {
      const issues = validationIssues(error.validation, error.validationContext, request.language);
      const fields = [...new Set(issues.map((issue) => issue.path))].join(", ");
      const invalid = commonErrors.validationFailed({ fields });
      const msg = renderText(invalid.text, request.language, invalid.params);
      return reply.status(invalid.statusCode).send(failure(invalid.code, msg, issues));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, "service error");
      if (undeclared(request, error)) {
        // Outside production an undeclared code is our bug, answered as one so a test fails on it;
        // in production the customer still gets the real answer, and the log says what to fix.
        request.log.error({ err: error, code: error.code }, "endpoint answered a code its definition does not declare");
        if (options.strictAnswers) return send(request, reply, commonErrors.internal());
      }
      return send(request, reply, error);
    }
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "client error");
      // Keep Fastify's own status (413, 415...); the code and message follow the nearest kind.
      return send(request, reply, errorForClientStatus(error.statusCode), error.statusCode);
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, commonErrors.internal());
  });

  // Unknown routes that fall through every other handler (non-GET verbs outside /api, or
  // anything when no web app is mounted) still answer with the JSON envelope.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? request.url;
    const notFound = path.startsWith("/api/") ? commonErrors.apiRouteNotFound({ path }) : commonErrors.notFound();
    return send(request, reply, notFound);
  });
}

export default fp(errors, { name: "errors", dependencies: ["request-language"] });
