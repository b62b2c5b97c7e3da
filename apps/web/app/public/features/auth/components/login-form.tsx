import { Anchor, Button, Group, Stack } from "@mantine/core";
import type { LoginResponse } from "@portico/contracts";
import { md5Hex } from "@portico/domain";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Notice } from "../../../../components/notice/notice";
import { PasswordField, TextField } from "../../../../components/text-field/text-field";
import { ApiError } from "../../../../lib/api/api-error";
import { notifyApiError } from "../../../../lib/api/notify-api-error";
import { useProductName } from "../../../../lib/use-public-config";
import { CaptchaWidget } from "../captcha/captcha-widget";
import { fieldErrorMessage } from "../field-error-message";
import { validateLoginForm } from "../form-rules";
import { withRedirect } from "../safe-redirect";
import { useFailureLockout } from "../use-failure-lockout";
import { useFirstTouch } from "../use-first-touch";
import { useSignInAndContinue } from "../use-sign-in-and-continue";
import { AgreementField } from "./agreement-field";
import { AuthCard } from "./auth-card";
import { AuthSwitchLink } from "./auth-switch-link";
import { LazyPrivacyDialog } from "./lazy-privacy-dialog";

/** /login (spec 01 §2, §4, §5, §8). */
export function LoginForm() {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation();
  const product = useProductName();
  const [search] = useSearchParams();
  const signInAndContinue = useSignInAndContinue();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  /** A session the server opened for an account that has yet to accept the current agreement. */
  const [pendingSession, setPendingSession] = useState<string | null>(null);
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
   *
   * The agreement is asked only of an account that has not accepted it as it reads now (ADR 101):
   * the server says so with the session it opens, and that session is kept only once the box is
   * ticked or the privacy dialog accepted. An account that accepted at signup is never asked again.
   */
  async function logIn(token: string) {
    setSubmitting(true);
    let answer: LoginResponse;
    try {
      // The call and its schemas load with the first submit, not with the page (ADR 310).
      const { browserCall, login } = await import("../auth-calls");
      answer = await browserCall(login, { username: email.trim(), password: md5Hex(password), token });
    } catch (error) {
      lockout.fail();
      if (error instanceof ApiError && error.code === "login_locked") setServerLocked(true);
      else notifyApiError(error, tc, t("errors.loginRequest"));
      retry();
      return;
    }
    if (answer.terms_accepted) await finish(answer.token);
    else if (agreed) await acceptAndFinish(answer.token);
    else {
      // Spec 01 §4: the box is unchecked, so the privacy dialog opens; accepting it proceeds.
      setPendingSession(answer.token);
      setPrivacyOpen(true);
    }
  }

  async function acceptAndFinish(sessionToken: string) {
    setPendingSession(null);
    try {
      const { acceptTerms, browserCallWithSession } = await import("../auth-calls");
      await browserCallWithSession(sessionToken, acceptTerms);
    } catch (error) {
      notifyApiError(error, tc);
      void discard(sessionToken);
      retry();
      return;
    }
    await finish(sessionToken);
  }

  async function finish(sessionToken: string) {
    if (!(await signInAndContinue(sessionToken))) retry();
  }

  /** The customer declined the agreement: the session the server opened is ended, not kept. */
  async function discard(sessionToken: string) {
    try {
      const { browserCallWithSession, logout } = await import("../auth-calls");
      await browserCallWithSession(sessionToken, logout);
    } catch {
      // Already gone, or offline: nothing was stored, and the session ends on its own.
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
            to={withRedirect("/signup/", search.get("redirect"))}
            label={t("login.signupLink")}
            testId="signup-link"
          />
        </Stack>
      </form>
      <LazyPrivacyDialog
        opened={privacyOpen}
        onClose={() => {
          setPrivacyOpen(false);
          if (!pendingSession) return;
          void discard(pendingSession);
          setPendingSession(null);
          retry();
        }}
        onAccept={() => {
          setPrivacyOpen(false);
          setAgreed(true);
          if (pendingSession) void acceptAndFinish(pendingSession);
        }}
      />
    </AuthCard>
  );
}
