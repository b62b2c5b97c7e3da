import { type RefObject, useEffect, useState } from "react";

/** What counts as touching a form: a pointer or a key on it, focus entering it, or typing. */
const TOUCH_EVENTS = ["pointerdown", "keydown", "focusin", "input"] as const;

/**
 * When nobody touches the form, the work starts anyway this long after the page has loaded, at
 * the browser's next idle moment (or after `IDLE_TIMEOUT_MS` at the latest): a person reaching
 * the submit button by then still finds it done, and the page's own load is over.
 */
export const IDLE_START_AFTER_LOAD_MS = 2000;
const IDLE_TIMEOUT_MS = 1000;

/**
 * True from the moment the form behind `target` is first touched, or (with `whenIdle`, the
 * default) the page has loaded and the browser is idle (ADR 310). The auth forms start their heavy
 * work then — the bot challenge (a ~30 KB widget and a proof of work), the country list — instead
 * of while the page loads. Autofill counts as a touch: it fires `input` on the fields.
 */
export function useTouchedOrIdle(target: RefObject<HTMLElement | null>, { whenIdle = true } = {}): boolean {
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (touched) return;
    const element = target.current;
    const start = () => setTouched(true);
    if (element?.contains(document.activeElement)) {
      start();
      return;
    }
    for (const type of TOUCH_EVENTS) element?.addEventListener(type, start, { capture: true, passive: true });
    const stopListening = () => {
      for (const type of TOUCH_EVENTS) element?.removeEventListener(type, start, { capture: true });
    };
    if (!whenIdle) return stopListening;

    // Safari has no requestIdleCallback: the timer alone stands in for "idle".
    const idleWindow = window as Window & { requestIdleCallback?: Window["requestIdleCallback"] };
    let idle: number | undefined;
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(() => {
        if (typeof idleWindow.requestIdleCallback === "function")
          idle = idleWindow.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
        else start();
      }, IDLE_START_AFTER_LOAD_MS);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });

    return () => {
      stopListening();
      window.removeEventListener("load", afterLoad);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [touched, target, whenIdle]);

  return touched;
}
