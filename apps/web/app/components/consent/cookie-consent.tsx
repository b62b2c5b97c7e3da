import { lazy, Suspense, useEffect, useState } from "react";
import { onOpenCookiePreferences, readConsent } from "../../lib/consent/consent";

const CookieBanner = lazy(() => import("./cookie-banner").then((module) => ({ default: module.CookieBanner })));

/**
 * Spec 02 §4: a banner until consent is stored; the footer link reopens it. The banner's code
 * loads only when it has to show, so returning visitors download nothing for it.
 */
export function CookieConsent() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readConsent() === null) setOpen(true);
    return onOpenCookiePreferences(() => setOpen(true));
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner initial={readConsent()} onDone={() => setOpen(false)} />
    </Suspense>
  );
}
