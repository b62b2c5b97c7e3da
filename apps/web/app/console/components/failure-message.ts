import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api/api-error";

/** What a failed call says on a form: the server's localised message, else a generic one. */
export function failureMessage(error: unknown, t: TFunction<"console">): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : t("common.requestFailed");
}
