import { access, CommonError, defineEndpoint, defineErrorCodes, EnvelopeError } from "@portico/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineErrors } from "./app-error.ts";
import { registerEndpoint } from "./endpoint-route.ts";
import errors from "./errors.ts";
import requestLanguage from "./request-language.ts";
import validation from "./validation.ts";

/** The codes a route answers are the codes its definition declares (ADR 408, issue #23). */
const TestError = defineErrorCodes({ declared_here: 409, declared_nowhere: 422 });
const testErrors = defineErrors({
  declared: { code: TestError.declared_here, en: "Declared.", "zh-CN": "已声明。" },
  undeclared: { code: TestError.declared_nowhere, en: "Undeclared.", "zh-CN": "未声明。" },
  envelope: { code: EnvelopeError.envelope_invalid, en: "Envelope.", "zh-CN": "信封。" },
  gone: { code: CommonError.not_found, en: "Gone.", "zh-CN": "不存在。" },
});

const endpoint = defineEndpoint({
  operationId: "throwsWhatItIsTold",
  method: "GET",
  path: "/api/test/throws",
  tag: "test",
  summary: "Throws the error named in its query",
  access: access.public("ignored"),
  query: z.object({ what: z.enum(["declared", "undeclared", "envelope", "gone"]) }),
  response: z.object({}),
  errors: [TestError.declared_here],
});

async function appWith(strictAnswers: boolean) {
  const app = Fastify({ logger: false });
  await app.register(requestLanguage);
  await app.register(validation);
  await app.register(errors, { strictAnswers });
  registerEndpoint(app, endpoint, async ({ input }) => {
    throw testErrors[input.what]();
  });
  await app.ready();
  return app;
}

describe("an endpoint's answers", () => {
  it("outside production: a declared code is answered, an undeclared one is our bug (500)", async () => {
    const app = await appWith(true);
    const answer = async (what: string) => (await app.inject({ url: `/api/test/throws?what=${what}` })).json().error;
    expect(await answer("declared")).toBe("declared_here");
    expect(await answer("undeclared")).toBe("internal_error");
    expect(await answer("gone")).toBe("internal_error");
    // What any endpoint may answer without declaring it: a sealed request's envelope failures.
    expect(await answer("envelope")).toBe("envelope_invalid");
    await app.close();
  });

  it("in production: the customer still gets the real answer", async () => {
    const app = await appWith(false);
    const response = await app.inject({ url: "/api/test/throws?what=undeclared" });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe("declared_nowhere");
    await app.close();
  });
});
