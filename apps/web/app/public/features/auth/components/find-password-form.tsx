import { Anchor, Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Notice } from "../../../../components/notice/notice";
import { TextField } from "../../../../components/text-field/text-field";
import { ApiError } from "../../../../lib/api/api-error";
import { showToast } from "../../../../lib/toast";
import { fieldErrorMessage } from "../field-error-message";
import { validateEmail } from "../form-rules";
import { useFailureLockout } from "../use-failure-lockout";
import { AuthCard } from "./auth-card";

/** /findpassword: email → reset link by mail, then /login (spec 01 §2, §8). */
export function FindPasswordForm() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const lockout = useFailureLockout();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(fieldErrorMessage(t, "email", problem ?? undefined));
    if (problem || lockout.locked) return;
    setSubmitting(true);
    try {
      // The API client loads with the first submit, not with the page (ADR 310).
      const { browserCall, findPassword } = await import("../auth-calls");
      await browserCall(findPassword, { username: email.trim() });
      showToast({ color: "green", message: t("findPassword.success") });
      navigate("/login");
    } catch (failure) {
      lockout.fail();
      setServerMessage(
        failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t("errors.requestFail"),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t("findPassword.heading")} subtitle={t("findPassword.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            label={t("fields.email")}
            placeholder={t("fields.emailPlaceholder")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            data-testid="find-email"
          />
          {lockout.locked ? (
            <Notice color="red" data-testid="reset-locked">
              {t("errors.resetLocked")}
            </Notice>
          ) : serverMessage ? (
            <Notice color="orange" data-testid="find-error">
              {serverMessage}
            </Notice>
          ) : null}
          <Button type="submit" fullWidth loading={submitting} disabled={lockout.locked} data-testid="find-submit">
            {t("findPassword.submit")}
          </Button>
          <Anchor component={Link} to="/login" fz="sm" ta="center">
            {t("findPassword.backToLogin")}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
