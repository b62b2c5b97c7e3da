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
    if (result.success) {
      const path = nulPath(result.data);
      if (path === undefined) return { value: result.data };
      const issue = { code: "custom", path, message: "Invalid input", input: "\u0000" } as const;
      return {
        error: [
          {
            keyword: "custom",
            instancePath: `/${path.join("/")}`,
            schemaPath: "#",
            message: issue.message,
            params: { issue },
          },
        ],
      };
    }
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

/**
 * Where a string holding U+0000 sits in a validated input, if one does. PostgreSQL's text cannot
 * hold the character: refused here (400, naming the field) instead of by the database (500).
 */
function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

async function validation(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  // Responses are encoded by the route's zod schema too: a presenter bug fails loudly (500)
  // instead of leaking fields the contract does not list.
  app.setSerializerCompiler(serializerCompiler);
}

export default fp(validation, { name: "validation" });
