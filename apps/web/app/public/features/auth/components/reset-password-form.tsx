import { Anchor, Button, Stack } from "@mantine/core";
import { md5Hex } from "@portico/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Notice } from "../../../../components/notice/notice";
import { PasswordField } from "../../../../components/text-field/text-field";
import { ApiError } from "../../../../lib/api/api-error";
import { showToast } from "../../../../lib/toast";
import { fieldErrorMessage } from "../field-error-message";
import { validateResetForm } from "../form-rules";
import { AuthCard } from "./auth-card";

/** /resetpassword?token=… — new password and confirmation (spec 01 §2, §5). */
export function ResetPasswordForm() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<ReturnType<typeof validateResetForm>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateResetForm({ password, confirm });
    setErrors(found);
    if (Object.keys(found).length > 0 || !token) return;
    setSubmitting(true);
    try {
      // The API client loads with the first submit, not with the page (ADR 310).
      const { browserCall, resetPassword } = await import("../auth-calls");
      await browserCall(resetPassword, { token, password: md5Hex(password) });
      showToast({ color: "green", message: t("resetPassword.success") });
      navigate("/login", { replace: true });
    } catch (failure) {
      setServerMessage(
        failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t("errors.requestFail"),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t("resetPassword.heading")} subtitle={t("resetPassword.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!token ? (
            <Notice color="orange" data-testid="reset-missing-token">
              {t("errors.missingToken")}
            </Notice>
          ) : null}
          <PasswordField
            toggleLabel={t("fields.showPassword")}
            label={t("fields.newPassword")}
            description={t("fields.passwordHint")}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrorMessage(t, "password", errors.password)}
            data-testid="reset-password"
          />
          <PasswordField
            toggleLabel={t("fields.showPassword")}
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={fieldErrorMessage(t, "confirm", errors.confirm)}
            data-testid="reset-confirm"
          />
          {serverMessage ? (
            <Notice color="orange" data-testid="reset-error">
              {serverMessage}
            </Notice>
          ) : null}
          <Button type="submit" fullWidth loading={submitting} disabled={!token} data-testid="reset-submit">
            {t("resetPassword.submit")}
          </Button>
          <Anchor component={Link} to="/findpassword/" fz="sm" ta="center">
            {t("resetPassword.requestNew")}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
