import { type RefObject, useEffect, useState } from "react";

/**
 * What counts as touching a form: the pointer coming over it or pressing on it, a key, focus
 * entering it, or typing (autofill fires `input` too). The pointer reaching the form is enough, so
 * a person who clicks the submit button of an autofilled form has usually started it already.
 */
const TOUCH_EVENTS = ["pointerover", "pointerdown", "keydown", "focusin", "input"] as const;

/**
 * True from the moment the form behind `target` is first touched (ADR 310). The login form
 * starts its bot challenge then — a ~30 KB widget and a proof of work — instead of while the page
 * loads: a visitor who only reads the page downloads none of it.
 */
export function useFirstTouch(target: RefObject<HTMLElement | null>): boolean {
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (touched) return;
    const element = target.current;
    if (!element) return;
    const start = () => setTouched(true);
    if (element.contains(document.activeElement) || element.matches(":hover")) {
      start();
      return;
    }
    for (const type of TOUCH_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of TOUCH_EVENTS) element.removeEventListener(type, start, { capture: true });
    };
  }, [touched, target]);

  return touched;
}
