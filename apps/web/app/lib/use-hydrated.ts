import { startTransition, useEffect, useState } from "react";

/** Set once the app's first render has been committed in this browser: later mounts start hydrated. */
let hydratedOnce = false;

/**
 * False on the server and while React hydrates the server's HTML, true from the render after.
 * What the browser knows and the server cannot (stored preferences, answers already read) is shown
 * only then, so the hydrating render draws exactly what the server sent.
 * The render after hydration is a transition: React draws it in slices it can interrupt, not in
 * one task that blocks input (a store's forced re-render would be). A component first mounted
 * later, on a page reached in the app, is hydrated from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    if (hydrated) return;
    hydratedOnce = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
