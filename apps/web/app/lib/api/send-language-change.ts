import type { UiLanguage } from "@portico/domain";
import type { TFunction } from "i18next";
import { browserApi } from "./browser-api";
import { notifyApiError } from "./notify-api-error";

/** Tells the server the chosen language; a failure is shown as a toast, the switch itself stands. */
export async function sendLanguageChange(language: UiLanguage, t: TFunction): Promise<void> {
  try {
    await browserApi().changeLanguage(language);
  } catch (error) {
    notifyApiError(error, t);
  }
}
