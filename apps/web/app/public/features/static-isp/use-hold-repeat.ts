import { createHoldRepeat } from "@portico/domain";
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useMemo, useRef } from "react";

/**
 * Pointer handlers for a stepper button: a press steps once, holding repeats after 500 ms every
 * 100 ms (domain `createHoldRepeat`). Keyboard activation (Enter/Space) steps once per press.
 */
export function useHoldRepeat(step: () => void) {
  const stepRef = useRef(step);
  stepRef.current = step;
  const hold = useMemo(() => createHoldRepeat(() => stepRef.current()), []);
  useEffect(() => hold.release, [hold]);

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      hold.press();
    },
    onPointerUp: hold.release,
    onPointerLeave: hold.release,
    onPointerCancel: hold.release,
    onBlur: hold.release,
    // A pointer press already stepped; `detail === 0` marks a keyboard click.
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.detail === 0) stepRef.current();
    },
    onKeyUp: (_event: KeyboardEvent<HTMLElement>) => hold.release(),
  };
}
