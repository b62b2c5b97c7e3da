import type { TFunction } from "i18next";
import type { FieldError } from "./form-rules";

type Field = "email" | "password" | "confirm" | "code" | "firstName" | "lastName";

/** The spec's message for a field's problem, in the current language. */
export function fieldErrorMessage(t: TFunction<"auth">, field: Field, error: FieldError | undefined): string | null {
  if (!error) return null;
  switch (error) {
    case "required":
      return t(
        (
          {
            email: "errors.emailRequired",
            password: "errors.passwordRequired",
            confirm: "errors.confirmRequired",
            code: "errors.codeRequired",
            firstName: "errors.firstNameRequired",
            lastName: "errors.lastNameRequired",
          } as const
        )[field],
      );
    case "email_invalid":
      return t("errors.emailInvalid");
    case "password_length":
      return t("errors.passwordLength");
    case "password_mismatch":
      return t("errors.passwordMismatch");
    case "code_format":
      return t("errors.codeFormat");
    case "agreement_required":
      return t("errors.agreementRequired");
  }
}
