import { loadExternalScript } from "../../../../lib/load-external-script";
import type { ChallengeCallbacks, ChallengeOptions } from "./challenge-mount";

/** Explicit rendering: the script only defines `window.turnstile`, we decide where and when. */
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type TurnstileRenderOptions = {
  sitekey: string;
  language: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "timeout-callback": () => void;
  "error-callback": (code: string) => boolean;
};

type TurnstileApi = {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined;
  remove(widgetId: string): void;
};

/**
 * Cloudflare Turnstile (CAPTCHA_PROVIDER=turnstile). The server's CSP allows
 * challenges.cloudflare.com for scripts and frames only when this provider is configured.
 */
export async function mountTurnstile(
  container: HTMLElement,
  siteKey: string,
  { language, scriptNonce }: ChallengeOptions,
  callbacks: ChallengeCallbacks,
): Promise<() => void> {
  await loadExternalScript(TURNSTILE_SCRIPT_URL, scriptNonce);
  const turnstile = (window as Window & { turnstile?: TurnstileApi }).turnstile;
  if (!turnstile) throw new Error("Turnstile script loaded without defining window.turnstile");
  const widgetId = turnstile.render(container, {
    sitekey: siteKey,
    language,
    callback: (token) => callbacks.onToken(token),
    // Turnstile refreshes an expired or timed-out widget itself; until then there is no token.
    "expired-callback": () => callbacks.onToken(null),
    "timeout-callback": () => callbacks.onToken(null),
    "error-callback": (code) => {
      console.warn("Turnstile error:", code);
      callbacks.onToken(null);
      callbacks.onError();
      return true; // handled: Turnstile must not throw into the page
    },
  });
  if (!widgetId) throw new Error("Turnstile did not render");
  return () => turnstile.remove(widgetId);
}
