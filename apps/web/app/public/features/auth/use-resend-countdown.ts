import { resendSecondsLeft } from "@portico/domain";
import { useEffect, useState } from "react";

/** Seconds until the send-code button works again (60 s after a send, spec 01 §4). */
export function useResendCountdown() {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return {
    secondsLeft: left,
    markSent: () => {
      const at = Date.now();
      setSentAt(at);
      setNow(at);
    },
  };
}
