import { Anchor, Button, Group, Stack } from "@mantine/core";
import { md5Hex } from "@portico/domain";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Notice } from "../../../components/notice/notice";
import { PasswordField, TextField } from "../../../components/text-field/text-field";
import { ApiError } from "../../../lib/api/api-error";
import { notifyApiError } from "../../../lib/api/notify-api-error";
import { completeSignIn } from "../../../lib/session/sign-in";
import { showToast } from "../../../lib/toast";
import { useProductName } from "../../../lib/use-public-config";
import { CaptchaWidget } from "../captcha/captcha-widget";
import { fieldErrorMessage } from "../field-error-message";
import { validateLoginForm } from "../form-rules";
import { safeRedirect } from "../safe-redirect";
import { useFailureLockout } from "../use-failure-lockout";
import { useFirstTouch } from "../use-first-touch";
import { AgreementField } from "./agreement-field";
import { AuthCard } from "./auth-card";
import { AuthSwitchLink } from "./auth-switch-link";
import { LazyPrivacyDialog } from "./lazy-privacy-dialog";

/** /login (spec 01 §2, §4, §5, §8). */
export function LoginForm() {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation();
  const product = useProductName();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<ReturnType<typeof validateLoginForm>>({});
  const [submitting, setSubmitting] = useState(false);
  const [serverLocked, setServerLocked] = useState(false);
  const lockout = useFailureLockout();
  const locked = lockout.locked || serverLocked;
  const form = useRef<HTMLFormElement>(null);
  const touched = useFirstTouch(form);

  /**
   * Spec 01 §8: a failed login puts no message in the form itself and counts towards the
   * lockout. The server's refusal (code 0) is shown as the API layer shows every refusal, a toast
   * of its msg (spec 02 §7); a login call that got no answer shows 'login request error'; a
   * profile call that fails after the password was accepted shows 'check user info request error'
   * and does not count as a failed login (ADR 100).
   */
  async function logIn(token: string) {
    setSubmitting(true);
    let sessionToken: string;
    try {
      // The call and its schemas load with the first submit, not with the page (ADR 310).
      const { browserCall, login } = await import("../auth-calls");
      ({ token: sessionToken } = await browserCall(login, {
        username: email.trim(),
        password: md5Hex(password),
        token,
      }));
    } catch (error) {
      lockout.fail();
      if (error instanceof ApiError && error.code === "login_locked") setServerLocked(true);
      else notifyApiError(error, tc, t("errors.loginRequest"));
      retry();
      return;
    }
    try {
      await completeSignIn(sessionToken);
      navigate(safeRedirect(search.get("redirect")), { replace: true });
    } catch {
      showToast({ color: "red", message: t("errors.checkUserInfo") });
      retry();
    }
  }

  /** The solution was spent on this attempt: fetch and solve a new challenge. */
  function retry() {
    setGeneration((n) => n + 1);
    setSubmitting(false);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const found = validateLoginForm({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0 || locked) return;
    // Without a solved challenge the button does nothing (spec 01 §5).
    if (!captchaToken) return;
    if (!agreed) {
      setPrivacyOpen(true);
      return;
    }
    void logIn(captchaToken);
  }

  return (
    <AuthCard title={t("login.heading")} subtitle={t("login.subtitle")}>
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            label={t("fields.email")}
            placeholder={t("fields.emailPlaceholder")}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldErrorMessage(t, "email", errors.email)}
            data-testid="login-email"
          />
          <PasswordField
            toggleLabel={t("fields.showPassword")}
            label={t("fields.password")}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrorMessage(t, "password", errors.password)}
            data-testid="login-password"
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/findpassword/" fz="sm" data-testid="forgot-link">
              {t("login.forgot")}
            </Anchor>
          </Group>
          <CaptchaWidget onToken={setCaptchaToken} generation={generation} active={touched} />
          <AgreementField checked={agreed} onChange={setAgreed} />
          {locked ? (
            <Notice color="red" data-testid="login-locked">
              {t("errors.loginLocked")}
            </Notice>
          ) : null}
          <Button type="submit" fullWidth loading={submitting} disabled={locked} data-testid="login-submit">
            {t("login.submit")}
          </Button>
          <AuthSwitchLink
            prompt={t("login.noAccount", { product })}
            to="/signup/"
            label={t("login.signupLink")}
            testId="signup-link"
          />
        </Stack>
      </form>
      <LazyPrivacyDialog
        opened={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        onAccept={() => {
          setPrivacyOpen(false);
          setAgreed(true);
          if (captchaToken) void logIn(captchaToken);
        }}
      />
    </AuthCard>
  );
}
