import type { TFunction } from "i18next";
import { showToast } from "../toast";
import { ApiError } from "./api-error";

/**
 * A failed call shows the server's message as an error toast (spec 02 §7), else `fallback` (a
 * generic "request failed" unless the caller has a more specific one).
 */
export function notifyApiError(error: unknown, t: TFunction, fallback: string = t("error.requestFailed")): void {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
  showToast({ color: "red", message });
}
