/**
 * Cloudflare Turnstile, the optional adapter (CAPTCHA_PROVIDER=turnstile): the token is checked
 * by Cloudflare's siteverify API, which also refuses a token used twice.
 */
export function createTurnstileVerifier(secretKey: string, verifyUrl: string) {
  return {
    async verify(token: string, remoteIp: string): Promise<boolean> {
      const response = await fetch(verifyUrl, {
        method: "POST",
        body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: unknown };
      return result.success === true;
    },
  };
}
