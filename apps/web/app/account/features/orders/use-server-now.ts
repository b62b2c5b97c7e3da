import { useEffect, useState } from "react";

/** The server's time in seconds, from the browser's clock and the offset the list's answer gave. */
const serverNow = (clockOffset: number) => Date.now() / 1000 + clockOffset;

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
