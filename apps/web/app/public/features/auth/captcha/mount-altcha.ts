import type { MountChallenge } from "./challenge-mount";

const CHALLENGE_URL = "/api/captcha/altcha";

/**
 * ALTCHA, the self-hosted default: the challenge comes from our server, the widget (loaded only
 * on the auth pages) solves it by itself as soon as it appears, so a person only waits a moment.
 */
export const mountAltcha: MountChallenge = async (container, { language }, callbacks) => {
  const challengeLoad = fetch(CHALLENGE_URL, { cache: "no-store" }).then((response) => {
    if (!response.ok) throw new Error(`challenge answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  const [, challenge] = await Promise.all([import("./load-altcha"), challengeLoad]);
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("language", language);
  widget.setAttribute("hidefooter", "");
  widget.addEventListener("statechange", (event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    if (state === "verified" && payload) callbacks.onToken(payload);
    else if (state === "error") {
      callbacks.onToken(null);
      callbacks.onError();
    } else callbacks.onToken(null);
  });
  // The widget's methods exist once it has rendered ("load"). The challenge is already here:
  // hand it over and start solving at once.
  const ready = new Promise<void>((resolve) => widget.addEventListener("load", () => resolve(), { once: true }));
  container.replaceChildren(widget);
  await ready;
  await widget.configure({ challenge: challenge as never, hideFooter: true });
  void widget.verify();
  return () => container.replaceChildren();
};
