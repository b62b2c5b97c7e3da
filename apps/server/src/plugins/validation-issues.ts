import type { ErrorEnvelope } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { FastifySchemaValidationError } from "fastify";
import { z } from "zod";

type Issue = NonNullable<ErrorEnvelope["issues"]>[number];

// zod's own translations, so field messages follow the interface language.
const zodLocales: Record<UiLanguage, ReturnType<typeof z.locales.en>> = {
  en: z.locales.en(),
  "zh-CN": z.locales.zhCN(),
};

function localise(entry: FastifySchemaValidationError, language: UiLanguage): string {
  const issue = entry.params?.issue as z.core.$ZodRawIssue | undefined;
  if (!issue) return entry.message ?? "";
  const rendered = zodLocales[language].localeError(issue);
  if (typeof rendered === "string") return rendered;
  return rendered?.message ?? entry.message ?? "";
}

/** Field-level problems of a failed request validation, in the caller's language. */
export function validationIssues(
  entries: FastifySchemaValidationError[],
  context: string | undefined,
  language: UiLanguage,
): Issue[] {
  return entries.map((entry) => {
    const field = entry.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return { path: field || context || "", message: localise(entry, language) };
  });
}
