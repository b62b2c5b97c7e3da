import { ErrorCode } from "@portico/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./app-error.ts";
import { failure } from "./envelope.ts";
import { type MessageKey, translate } from "./messages.ts";
import { validationIssues } from "./validation-issues.ts";

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return error instanceof Error && "statusCode" in error && typeof error.statusCode === "number";
}

function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  key: MessageKey,
  params?: Record<string, string>,
) {
  return reply
    .status(status)
    .type("application/json")
    .send(failure(code, translate(key, request.language, params)));
}

/** Client errors Fastify raises itself (bad JSON, wrong content type, body too large, ...). */
function codeForClientStatus(status: number): ErrorCode {
  if (status === 401) return ErrorCode.Unauthorized;
  if (status === 403) return ErrorCode.Forbidden;
  if (status === 404) return ErrorCode.NotFound;
  if (status === 409) return ErrorCode.Conflict;
  if (status === 429) return ErrorCode.RateLimited;
  return ErrorCode.ValidationFailed;
}

/**
 * The one place errors become HTTP: the failure envelope with a true status, a localised
 * message and the stable code. 5xx details never reach the client; they are logged with the
 * request id so a support ticket can be matched to the log line.
 */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (isFastifyError(error) && error.validation) {
      const issues = validationIssues(error.validation, error.validationContext, request.language);
      const fields = [...new Set(issues.map((issue) => issue.path))].join(", ");
      const msg = translate("validation_failed", request.language, { fields });
      return reply.status(400).send(failure(ErrorCode.ValidationFailed, msg, issues));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, "service error");
      return sendFailure(request, reply, error.statusCode, error.code, error.messageKey, error.params);
    }
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "client error");
      const code = codeForClientStatus(error.statusCode);
      const key: MessageKey = code === ErrorCode.ValidationFailed ? "malformed_request" : code;
      return sendFailure(request, reply, error.statusCode, code, key);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendFailure(request, reply, 500, ErrorCode.Internal, "internal_error");
  });

  // Unknown routes that fall through every other handler (non-GET verbs outside /api, or
  // anything when no web app is mounted) still answer with the JSON envelope.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? request.url;
    const key: MessageKey = path.startsWith("/api/") ? "api_route_not_found" : "not_found";
    return sendFailure(request, reply, 404, ErrorCode.NotFound, key, { path });
  });
}

export default fp(errors, { name: "errors", dependencies: ["request-language"] });
