/** What a bot-challenge provider reports back to the widget around it. */
export type ChallengeCallbacks = {
  /** A solved challenge's token, or null when there is none (spent, expired, being redone). */
  onToken(token: string | null): void;
  /** The provider gave up (network, configuration): the widget shows its failed state. */
  onError(): void;
};

export type ChallengeOptions = {
  /** The provider's language code: "en" or "zh-cn". */
  language: string;
  /** This document's script nonce, for providers that add a script of their own. */
  scriptNonce: string | undefined;
};

/**
 * Puts a provider's widget into `container` and starts it. Resolves once the widget is showing
 * with a function that removes it again; rejects when it cannot be loaded.
 */
export type MountChallenge = (
  container: HTMLElement,
  options: ChallengeOptions,
  callbacks: ChallengeCallbacks,
) => Promise<() => void>;
