import type { ErrorCodeDefinition } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";

/** A message to a person in both interface languages; `{name}` placeholders take the params. */
export type LocalisedText = Readonly<Record<UiLanguage, string>>;

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The one error services throw. The code (with its HTTP status) is the contract's, stable for
 * clients; the text is the module's own, and the errors plugin renders it in the caller's
 * language into the failure envelope.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly code: string;
  readonly statusCode: number;
  readonly text: LocalisedText;
  readonly params: MessageParams;

  constructor(definition: ErrorCodeDefinition, text: LocalisedText, params: MessageParams = {}, cause?: unknown) {
    super(`${definition.code}: ${text.en}`, { cause });
    this.code = definition.code;
    this.statusCode = definition.status;
    this.text = text;
    this.params = params;
  }
}

type ErrorEntry = { readonly code: ErrorCodeDefinition } & LocalisedText;

/**
 * A module's failures, each with its stable code and its message in both languages, kept in the
 * module that throws them: `accountErrors.emailExists()` makes the AppError to throw.
 */
export function defineErrors<const Entries extends Record<string, ErrorEntry>>(
  entries: Entries,
): { readonly [Name in keyof Entries]: (params?: MessageParams, cause?: unknown) => AppError } {
  return Object.fromEntries(
    Object.entries(entries).map(([name, { code, ...text }]) => [
      name,
      (params?: MessageParams, cause?: unknown) => new AppError(code, text, params, cause),
    ]),
  ) as never;
}

export function renderText(text: LocalisedText, language: UiLanguage, params: MessageParams = {}): string {
  return text[language].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
