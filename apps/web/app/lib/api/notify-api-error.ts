import type { TFunction } from "i18next";
import { showToast } from "../toast";
import { ApiError } from "./api-error";

/** A failed call shows the server's message as an error toast (spec 02 §7), else a generic one. */
export function notifyApiError(error: unknown, t: TFunction): void {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t("error.requestFailed");
  showToast({ color: "red", message });
}
