import { useEffect, useState } from "react";
import { StorageKey } from "../../lib/storage-keys";

/**
 * Spec 02 §4: the popup opens by itself once, `delayMs` after load, if it never did before (a
 * local flag). Closing it makes the floating button shake; the button reopens it.
 */
export function usePromoPopup(delayMs: number | undefined) {
  const [opened, setOpened] = useState(false);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    if (delayMs === undefined || window.localStorage.getItem(StorageKey.promoPopupShown)) return;
    const timer = window.setTimeout(() => {
      window.localStorage.setItem(StorageKey.promoPopupShown, "1");
      setOpened(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  return {
    opened,
    shaking,
    open: () => {
      setShaking(false);
      setOpened(true);
    },
    close: () => {
      setOpened(false);
      setShaking(true);
    },
    stopShaking: () => setShaking(false),
  };
}
