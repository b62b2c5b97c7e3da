import { STATIC_UNPAID_WINDOW_MS, UNPAID_CONTROLS_MARGIN_MS } from "./order-rules.ts";

/** What the countdown reads of an order list row: its list (1 residential, 2 static) and times in unix seconds. */
export type UnpaidCountdownOrder = { type: number; create_time: number; close_time: number };

const STATIC_TYPE = 2;

/**
 * When an unpaid row's pay and cancel controls go, in unix seconds (spec 02 §4, §9): a
 * residential order at its close_time, a static order 1800 s after it was created — both 20 s
 * early, so nobody starts a payment the close job is about to refuse.
 */
export function unpaidControlsEnd(order: UnpaidCountdownOrder): number {
  const close = order.type === STATIC_TYPE ? order.create_time + STATIC_UNPAID_WINDOW_MS / 1000 : order.close_time;
  return close - UNPAID_CONTROLS_MARGIN_MS / 1000;
}

/** Whole seconds left on the countdown at `nowSeconds`; 0 once it has run out. */
export function unpaidSecondsLeft(order: UnpaidCountdownOrder, nowSeconds: number): number {
  return Math.max(0, Math.ceil(unpaidControlsEnd(order) - nowSeconds));
}

/** "29:41", or "1:02:05" past an hour: the countdown as the rows show it. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (value: number) => String(value).padStart(2, "0");
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
