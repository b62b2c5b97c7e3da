import { useEffect, useState } from "react";

/** Scrolling less than this does not flip the header, so small jitters do not make it flicker. */
const THRESHOLD_PX = 8;

/** Hidden while the visitor scrolls down past the header, shown again as soon as they scroll up. */
export function useAutoHide(enabled: boolean, headerHeight: number): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < THRESHOLD_PX) return;
      setHidden(y > last && y > headerHeight);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled, headerHeight]);

  return hidden;
}
