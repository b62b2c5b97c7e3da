/**
 * Opens the payment view as an overlay over the page (spec 01 §2: "also shown as an overlay on
 * the buy pages"). The buy panels and the wallet call `openPaymentView(path)` with the payment
 * view's URL; the page's route mounts the overlay host, which loads the view's code on the first
 * open. Decoupled by a DOM event, as the chat is, so no panel imports the payment feature.
 */
const OPEN = "portico:payment-view-open";

/**
 * True when an overlay host took the request; false when the page has none, and the caller
 * should navigate to `path` instead.
 */
export function openPaymentView(path: string): boolean {
  const event = new CustomEvent<string>(OPEN, { detail: path, cancelable: true });
  return !window.dispatchEvent(event);
}

/** For the overlay host: takes every open request while subscribed. */
export function onOpenPaymentView(handler: (path: string) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    handler((event as CustomEvent<string>).detail);
  };
  window.addEventListener(OPEN, listener);
  return () => window.removeEventListener(OPEN, listener);
}
