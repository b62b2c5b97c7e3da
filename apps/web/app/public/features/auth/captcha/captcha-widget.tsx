import { Box, Button, Group, Loader, Text } from "@mantine/core";
import type { CaptchaConfig } from "@portico/contracts";
import { CHALLENGE_LOAD_TIMEOUT_MS, CHALLENGE_MAX_RETRIES } from "@portico/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../../components/notice/notice";
import { useNonce } from "../../../../lib/nonce";
import { usePublicConfig } from "../../../../lib/use-public-config";
import type { MountChallenge } from "./challenge-mount";
import { mountAltcha } from "./mount-altcha";
import { mountTurnstile } from "./mount-turnstile";

const DEFAULT_CAPTCHA: CaptchaConfig = { provider: "altcha" };

export type CaptchaWidgetProps = {
  /** The solved challenge's token, or null while there is none (spent, expired, failed). */
  onToken: (token: string | null) => void;
  /** Change it to get a fresh challenge: a solution works once on the server. */
  generation: number;
  /**
   * False holds the provider back (the widget shows its loading state): the login form starts it
   * when the form is first touched or the browser is idle, not while the page loads (ADR 310).
   */
  active: boolean;
};

type LoadState = "loading" | "loaded" | "failed";

/**
 * Each provider's widget height, kept free while it loads: the form below the challenge (submit,
 * the sign-up link) must not move when the widget appears — a click already half made (pointer
 * down, the widget arrives, pointer up lower down) would otherwise be lost. ALTCHA measured with
 * the site's fonts in both languages; Turnstile's "normal" widget is 65 px by its documentation.
 */
const WIDGET_HEIGHT_PX: Readonly<Record<CaptchaConfig["provider"], number>> = { altcha: 53, turnstile: 65, off: 0 };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error("challenge load timed out")), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function mountFor(captcha: CaptchaConfig): MountChallenge | null {
  if (captcha.provider === "turnstile")
    return (container, options, callbacks) => mountTurnstile(container, captcha.siteKey, options, callbacks);
  if (captcha.provider === "altcha") return mountAltcha;
  return null;
}

/**
 * The bot challenge of spec 01 §4, whichever provider is configured: loading → loaded | failed,
 * a failure can be retried 3 times, then the retry-limit message; loading gives up after 10 s
 * (counted from when the provider starts, once `active`).
 */
export function CaptchaWidget({ onToken, generation, active }: CaptchaWidgetProps) {
  const { t, i18n } = useTranslation("auth");
  const captcha = usePublicConfig()?.captcha ?? DEFAULT_CAPTCHA;
  const scriptNonce = useNonce()?.script;
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>("loading");
  const [retries, setRetries] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  // `generation` and `attempt` are not read inside: changing either is the signal to start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation and attempt are restart triggers
  useEffect(() => {
    const mount = mountFor(captcha);
    if (!mount) {
      // Local experiments only (refused in production): the server accepts any token.
      onTokenRef.current("off");
      setState("loaded");
      return;
    }
    if (!active) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    const container = host.current;
    if (!container) return;
    onTokenRef.current(null);
    setState("loading");
    const language = i18n.language === "zh-CN" ? "zh-cn" : "en";
    const mounted = mount(
      container,
      { language, scriptNonce },
      {
        onToken: (token) => {
          if (!cancelled) onTokenRef.current(token);
        },
        onError: () => {
          if (!cancelled) setState("failed");
        },
      },
    );
    // A widget that shows up after the time limit is taken down again.
    mounted.then(
      (removeWidget) => {
        remove = removeWidget;
        if (cancelled) removeWidget();
      },
      () => undefined,
    );
    withTimeout(mounted, CHALLENGE_LOAD_TIMEOUT_MS)
      .then(() => {
        if (!cancelled) setState("loaded");
      })
      .catch((error: unknown) => {
        console.warn("bot challenge failed to load:", error);
        if (cancelled) return;
        cancelled = true;
        remove?.();
        setState("failed");
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [captcha, generation, attempt, i18n.language, scriptNonce, active]);

  const retryLimitReached = retries >= CHALLENGE_MAX_RETRIES;

  return (
    <Box
      role="group"
      aria-label={t("captcha.region")}
      data-testid="captcha"
      data-state={state}
      mih={WIDGET_HEIGHT_PX[captcha.provider]}
      style={{ display: "flex", flexDirection: "column", justifyContent: "center" }}
    >
      <div ref={host} hidden={state !== "loaded" || captcha.provider === "off"} />
      {state === "loading" ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            {t("captcha.loading")}
          </Text>
        </Group>
      ) : null}
      {state === "failed" ? (
        <Notice color={retryLimitReached ? "red" : "orange"} data-testid="captcha-failed">
          {retryLimitReached ? (
            t("captcha.retryLimit")
          ) : (
            <Group justify="space-between" gap="xs">
              <Text fz="sm">{t("captcha.failed")}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setRetries((n) => n + 1);
                  setAttempt((n) => n + 1);
                }}
              >
                {t("captcha.retry")}
              </Button>
            </Group>
          )}
        </Notice>
      ) : null}
    </Box>
  );
}
