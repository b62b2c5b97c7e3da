import { Alert, Box, Button, Group, Loader, Text } from "@mantine/core";
import { CHALLENGE_LOAD_TIMEOUT_MS, CHALLENGE_MAX_RETRIES } from "@portico/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "../../../lib/use-public-config";

export type CaptchaWidgetProps = {
  /** The solved challenge's token, or null while there is none (spent, expired, failed). */
  onToken: (token: string | null) => void;
  /** Change it to get a fresh challenge: a solution works once on the server. */
  generation: number;
};

type LoadState = "loading" | "loaded" | "failed";

const CHALLENGE_URL = "/api/captcha/altcha";

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

/**
 * The bot challenge of spec 01 §4: loading → loaded | failed, a failure can be retried 3 times,
 * then the retry-limit message; loading gives up after 10 s. The widget solves by itself as
 * soon as it appears, so a person only waits a moment.
 */
export function CaptchaWidget({ onToken, generation }: CaptchaWidgetProps) {
  const { t, i18n } = useTranslation("auth");
  const provider = usePublicConfig()?.captcha.provider ?? "altcha";
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>("loading");
  const [retries, setRetries] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  // `generation` and `attempt` are not read inside: changing either is the signal to start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation and attempt are restart triggers
  useEffect(() => {
    if (provider === "off") {
      // Local experiments only (refused in production): the server accepts any token.
      onTokenRef.current("off");
      setState("loaded");
      return;
    }
    let cancelled = false;
    const container = host.current;
    onTokenRef.current(null);
    setState("loading");
    const language = i18n.language === "zh-CN" ? "zh-cn" : "en";
    const challengeLoad = fetch(CHALLENGE_URL, { cache: "no-store" }).then((response) => {
      if (!response.ok) throw new Error(`challenge answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    withTimeout(Promise.all([import("./load-altcha"), challengeLoad]), CHALLENGE_LOAD_TIMEOUT_MS)
      .then(([, challenge]) => {
        if (cancelled || !container) return;
        const widget = document.createElement("altcha-widget");
        widget.setAttribute("language", language);
        widget.setAttribute("hidefooter", "");
        widget.addEventListener("statechange", (event) => {
          const { state: widgetState, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (widgetState === "verified" && payload) onTokenRef.current(payload);
          else if (widgetState === "error") {
            onTokenRef.current(null);
            setState("failed");
          } else onTokenRef.current(null);
        });
        // The widget's methods exist once it has rendered ("load"). The challenge is already
        // here (it counted toward the 10 s limit): hand it over and start solving at once.
        const ready = new Promise<void>((resolve) => widget.addEventListener("load", () => resolve(), { once: true }));
        container.replaceChildren(widget);
        return ready
          .then(() => widget.configure({ challenge: challenge as never, hideFooter: true }))
          .then(() => {
            if (cancelled) return;
            setState("loaded");
            void widget.verify();
          });
      })
      .catch((error: unknown) => {
        console.warn("bot challenge failed to load:", error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      container?.replaceChildren();
    };
  }, [provider, generation, attempt, i18n.language]);

  const retryLimitReached = retries >= CHALLENGE_MAX_RETRIES;

  return (
    <Box role="group" aria-label={t("captcha.region")} data-testid="captcha" data-state={state}>
      <div ref={host} hidden={state !== "loaded" || provider === "off"} />
      {state === "loading" ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            {t("captcha.loading")}
          </Text>
        </Group>
      ) : null}
      {state === "failed" ? (
        <Alert color={retryLimitReached ? "red" : "orange"} variant="light" data-testid="captcha-failed">
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
        </Alert>
      ) : null}
    </Box>
  );
}
