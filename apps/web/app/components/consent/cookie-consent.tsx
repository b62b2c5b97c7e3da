import type { ConsentChoice } from "@portico/contracts/codes";
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { onOpenCookiePreferences, readConsent } from "../../lib/consent/consent";
import { useRenderedConsent } from "../../lib/use-public-config";
import type { CookieBannerProps } from "./cookie-banner";

/**
 * The server renders the banner with the page; the browser loads its code only when a banner is
 * on the page, and meanwhile React keeps the server's banner as drawn until that code arrives and
 * hydrates it (ADR 442). The dead branch is dropped from the browser's build.
 */
const loadBanner = () => import("./cookie-banner");
// A banner the server drew starts its code with the page's own, not after hydration: React drops
// a click on a part it cannot hydrate yet, so the banner must hydrate as soon as the page does.
const bannerOnThePage =
  !import.meta.env.SSR && typeof document !== "undefined" && document.querySelector(".cookie-banner") !== null
    ? loadBanner()
    : null;
const CookieBanner: ComponentType<CookieBannerProps> = import.meta.env.SSR
  ? (await loadBanner()).CookieBanner
  : lazy(() => (bannerOnThePage ?? loadBanner()).then((module) => ({ default: module.CookieBanner })));

type Shown = { initial: ConsentChoice | null } | null;

/**
 * Spec 02 §4: a banner until consent is stored; the footer link reopens it. The server knows from
 * the request's cookie whether a choice is stored, so a first visit's banner is in the HTML and
 * paints with the page, and a returning visitor's page has none and loads nothing for it.
 */
export function CookieConsent() {
  const rendered = useRenderedConsent();
  const [shown, setShown] = useState<Shown>(rendered === null ? { initial: null } : null);

  // Mounted again later in the app (back from the sign-in pages or the user centre, which have no
  // banner): the root data is still the first page's, and a choice may have been stored since.
  // Before paint, so the banner does not flash.
  useLayoutEffect(() => {
    if (rendered === null && readConsent() !== null) setShown(null);
  }, [rendered]);

  useEffect(() => {
    // Without the root data (an error page), the browser decides from its own cookie.
    if (rendered === undefined && readConsent() === null) setShown({ initial: null });
    return onOpenCookiePreferences(() => setShown({ initial: readConsent() }));
  }, [rendered]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner initial={shown.initial} onDone={() => setShown(null)} />
    </Suspense>
  );
}
