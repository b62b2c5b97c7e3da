import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

/**
 * Request validation with zod. Unlike the type provider's own compiler, this keeps each raw
 * zod issue (with its input) in `params.issue`, so the errors plugin can re-render the message
 * in the caller's language; the compiler itself runs before the language is known.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join("/")}`,
        schemaPath: `#/${issue.path.join("/")}/${issue.code}`,
        message: issue.message,
        params: { issue },
      })),
    };
  };

async function validation(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  // Responses are encoded by the route's zod schema too: a presenter bug fails loudly (500)
  // instead of leaking fields the contract does not list.
  app.setSerializerCompiler(serializerCompiler);
}

export default fp(validation, { name: "validation" });
