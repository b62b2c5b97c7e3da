import { useEffect, useState } from "react";

/** The server's time in seconds, from the browser's clock and the offset the list's answer gave. */
const serverNow = (clockOffset: number) => Date.now() / 1000 + clockOffset;

/**
 * Server clock minus this browser's, in seconds: the list's first answer (`time`, against when it
 * arrived) measures it, and the measure is kept — it does not change while the page is open, and
 * one measure keeps the countdowns steady across reads. An answer shown for another input while
 * the new one loads (`placeholder`) does not measure.
 */
export function useClockOffset(answer: { time: number } | undefined, receivedAt: number, placeholder: boolean): number {
  const [offset, setOffset] = useState<number | null>(null);
  if (offset === null && answer && !placeholder) setOffset(answer.time - receivedAt / 1000);
  return offset ?? 0;
}

/** Ticks every second while `ticking` (some row counts down), else keeps the last value. */
export function useServerNow(clockOffset: number, ticking: boolean): number {
  const [now, setNow] = useState(() => serverNow(clockOffset));
  useEffect(() => {
    setNow(serverNow(clockOffset));
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(serverNow(clockOffset)), 1000);
    return () => window.clearInterval(timer);
  }, [clockOffset, ticking]);
  return now;
}
