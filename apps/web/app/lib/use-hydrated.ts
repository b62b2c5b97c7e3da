import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from the render after.
 * What the browser knows and the server cannot (stored preferences, answers already read) is shown
 * only then, so the hydrating render draws exactly what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
