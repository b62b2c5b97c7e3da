import { changeLanguage } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { TFunction } from "i18next";
import { browserCall } from "./browser-call";
import { notifyApiError } from "./notify-api-error";

/**
 * Tells the server the chosen language; a failure is shown as a toast, the switch itself stands.
 * Imported on demand (use-change-language), so the call's schema loads only on a switch.
 */
export async function sendLanguageChange(language: UiLanguage, t: TFunction): Promise<void> {
  try {
    await browserCall(changeLanguage, { language });
  } catch (error) {
    notifyApiError(error, t);
  }
}
