import { Button, Group, Stack } from "@mantine/core";
import type { Country } from "@portico/contracts";
import { SIGNUP_RULES } from "@portico/contracts/codes";
import { md5Hex } from "@portico/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Notice } from "../../../../components/notice/notice";
import { PasswordField, SelectField, TextField } from "../../../../components/text-field/text-field";
import { ApiError } from "../../../../lib/api/api-error";
import { notifyApiError } from "../../../../lib/api/notify-api-error";
import { showToast } from "../../../../lib/toast";
import { CaptchaWidget } from "../captcha/captcha-widget";
import { fieldErrorMessage } from "../field-error-message";
import { type SignupForm as SignupFields, type SignupStep, validateEmail, validateSignupStep } from "../form-rules";
import { withRedirect } from "../safe-redirect";
import { useResendCountdown } from "../use-resend-countdown";
import { useSignInAndContinue } from "../use-sign-in-and-continue";
import { AgreementField } from "./agreement-field";
import { AuthCard } from "./auth-card";
import { AuthSwitchLink } from "./auth-switch-link";
import { LazyPrivacyDialog } from "./lazy-privacy-dialog";
import { SignupSteps } from "./signup-steps";

const blank: SignupFields = {
  firstName: "",
  lastName: "",
  country: "",
  email: "",
  code: "",
  password: "",
  confirm: "",
};
/** The calls and their schemas load with the form's first call, not with the page (ADR 310). */
const loadCalls = () => import("../auth-calls");

/**
 * /signup in three steps (spec 01 §2, §4, §5, §8); `?from=ad` is recorded on the account. A
 * completed signup is signed in and goes on to the `redirect` it arrived with, as a login would.
 */
export function SignupForm({ countries }: { countries: Country[] }) {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signInAndContinue = useSignInAndContinue();
  const redirect = search.get("redirect");
  const [step, setStep] = useState<SignupStep>(0);
  const [form, setForm] = useState<SignupFields>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof SignupFields | "agreement", string | null>>>({});
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const countdown = useResendCountdown();
  const source = search.get("from");

  const set = (field: keyof SignupFields) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function localErrors(which: SignupStep) {
    const found = validateSignupStep(which, form);
    return {
      firstName: fieldErrorMessage(t, "firstName", found.firstName),
      lastName: fieldErrorMessage(t, "lastName", found.lastName),
      email: fieldErrorMessage(t, "email", found.email),
      code: fieldErrorMessage(t, "code", found.code),
      password: fieldErrorMessage(t, "password", found.password),
      confirm: fieldErrorMessage(t, "confirm", found.confirm),
    };
  }
  const hasErrors = (found: Record<string, string | null>) => Object.values(found).some(Boolean);

  async function sendCode() {
    const emailError = validateEmail(form.email);
    if (emailError) {
      setErrors({ email: fieldErrorMessage(t, "email", emailError) });
      return;
    }
    if (!captchaToken || countdown.secondsLeft > 0) return;
    setBusy(true);
    try {
      const { browserCall, sendCode } = await loadCalls();
      await browserCall(sendCode, { email: form.email.trim(), token: captchaToken, type: "register" });
      countdown.markSent();
      setSentTo(form.email.trim());
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && error.code === "email_exists") setErrors({ email: t("errors.emailExists") });
      else notifyApiError(error, tc);
    } finally {
      setBusy(false);
      setGeneration((n) => n + 1);
    }
  }

  async function next(event?: FormEvent) {
    event?.preventDefault();
    const found = localErrors(step);
    setErrors(found);
    if (hasErrors(found)) return;
    if (step === 0) return setStep(1);
    if (step === 1) {
      setBusy(true);
      try {
        const { browserCall, verifyCode } = await loadCalls();
        await browserCall(verifyCode, { email: form.email.trim(), code: form.code.trim() });
        setStep(2);
      } catch (error) {
        if (error instanceof ApiError && error.code === "code_invalid") setErrors({ code: t("errors.codeInvalid") });
        else notifyApiError(error, tc);
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!agreed) {
      setPrivacyOpen(true);
      return;
    }
    await register();
  }

  async function register() {
    setBusy(true);
    try {
      const digest = md5Hex(form.password);
      const { browserCall, signup } = await loadCalls();
      const { token } = await browserCall(signup, {
        email: form.email.trim(),
        password: digest,
        confirm_password: md5Hex(form.confirm),
        first_name: form.firstName.trim(),
        last_name: form.lastName.trim(),
        code: form.code.trim(),
        ...(form.country ? { country: form.country } : {}),
        ...(source && SIGNUP_RULES.sourcePattern.test(source) ? { from: source } : {}),
      });
      showToast({ color: "green", message: t("signup.success") });
      // The account exists either way: without its profile, logging in is what is left.
      if (!(await signInAndContinue(token))) navigate(withRedirect("/login", redirect), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === "email_exists") {
        setStep(1);
        setErrors({ email: t("errors.emailExists") });
      } else if (error instanceof ApiError && error.code === "code_invalid") {
        setStep(1);
        setErrors({ code: t("errors.codeInvalid") });
      } else notifyApiError(error, tc);
    } finally {
      setBusy(false);
    }
  }

  function back() {
    setErrors({});
    setStep((current) => (current === 2 ? 1 : 0));
  }

  return (
    <AuthCard title={t("signup.heading")} subtitle={t("signup.subtitle")}>
      <form onSubmit={next} noValidate>
        <Stack gap="md">
          <SignupSteps
            labels={[t("signup.steps.basic"), t("signup.steps.email"), t("signup.steps.password")]}
            active={step}
          />
          {step === 0 ? (
            <>
              <Group grow align="flex-start">
                <TextField
                  label={t("fields.firstName")}
                  autoComplete="given-name"
                  value={form.firstName}
                  onChange={(e) => set("firstName")(e.currentTarget.value)}
                  error={errors.firstName}
                  data-testid="signup-first-name"
                />
                <TextField
                  label={t("fields.lastName")}
                  autoComplete="family-name"
                  value={form.lastName}
                  onChange={(e) => set("lastName")(e.currentTarget.value)}
                  error={errors.lastName}
                  data-testid="signup-last-name"
                />
              </Group>
              <SelectField
                label={t("fields.country")}
                value={form.country}
                onChange={(e) => set("country")(e.currentTarget.value)}
                options={[
                  { value: "", label: t("fields.countryPlaceholder") },
                  ...countries.map((c) => ({ value: c.country_code, label: c.country_name })),
                ]}
                data-testid="signup-country"
              />
            </>
          ) : null}
          {step === 1 ? (
            <>
              <TextField
                label={t("fields.email")}
                placeholder={t("fields.emailPlaceholder")}
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={(e) => set("email")(e.currentTarget.value)}
                error={errors.email}
                data-testid="signup-email"
              />
              {/* Step 1 only shows after the first step was filled in: the challenge can start at once. */}
              <CaptchaWidget onToken={setCaptchaToken} generation={generation} active />
              <Group align="flex-end" wrap="nowrap">
                <TextField
                  style={{ flex: 1 }}
                  label={t("fields.code")}
                  placeholder={t("fields.codePlaceholder")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={form.code}
                  onChange={(e) => set("code")(e.currentTarget.value)}
                  error={errors.code}
                  data-testid="signup-code"
                />
                <Button
                  variant="light"
                  onClick={sendCode}
                  disabled={countdown.secondsLeft > 0 || !captchaToken}
                  loading={busy && countdown.secondsLeft === 0}
                  mb={errors.code ? 22 : 0}
                  data-testid="send-code"
                >
                  {countdown.secondsLeft > 0
                    ? t("signup.resendIn", { seconds: countdown.secondsLeft })
                    : t("signup.sendCode")}
                </Button>
              </Group>
              {sentTo ? (
                <Notice color="blue" data-testid="code-sent">
                  {t("signup.codeSent", { email: sentTo })}
                </Notice>
              ) : null}
            </>
          ) : null}
          {step === 2 ? (
            <>
              <PasswordField
                toggleLabel={t("fields.showPassword")}
                label={t("fields.password")}
                description={t("fields.passwordHint")}
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => set("password")(e.currentTarget.value)}
                error={errors.password}
                data-testid="signup-password"
              />
              <PasswordField
                toggleLabel={t("fields.showPassword")}
                label={t("fields.confirmPassword")}
                autoComplete="new-password"
                value={form.confirm}
                onChange={(e) => set("confirm")(e.currentTarget.value)}
                error={errors.confirm}
                data-testid="signup-confirm"
              />
              <AgreementField checked={agreed} onChange={setAgreed} />
            </>
          ) : null}
          <Group justify="space-between">
            {step > 0 ? (
              <Button variant="default" onClick={back} data-testid="signup-back">
                {t("signup.back")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={busy && step !== 1} data-testid="signup-next">
              {step === 2 ? t("signup.register") : t("signup.next")}
            </Button>
          </Group>
          <AuthSwitchLink
            prompt={t("signup.haveAccount")}
            to={withRedirect("/login", redirect)}
            label={t("signup.loginLink")}
            testId="login-link"
          />
        </Stack>
      </form>
      <LazyPrivacyDialog
        opened={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        onAccept={() => {
          setPrivacyOpen(false);
          setAgreed(true);
          void register();
        }}
      />
    </AuthCard>
  );
}
