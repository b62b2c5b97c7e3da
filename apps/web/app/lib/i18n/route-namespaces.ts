import type { RouteHandle } from "../route-handle";
import { NAMESPACES, type Namespace } from "./namespaces";

/**
 * What every page carries whatever its route: the default namespace (buttons, errors, the
 * header's menus) and the shell's (footer, notices, floating buttons, the error pages' frame).
 */
export const EVERY_PAGE_NAMESPACES = ["common", "shell"] as const satisfies readonly Namespace[];

type Match = { handle?: unknown };

/**
 * The namespaces a page's route tree renders with: those every page carries and those each
 * matched route declares in `handle.namespaces`, in `NAMESPACES` order (so one route tree always
 * gives the same list, and the server serialises each list once). The server writes exactly
 * these into the page (`InlineTexts`); in the browser the root route waits for them before it
 * renders a route it navigated to. `route-namespaces.test.ts` checks every route's declaration
 * against the texts its modules use.
 */
export function routeNamespaces(matches: readonly Match[]): Namespace[] {
  const wanted = new Set<Namespace>(EVERY_PAGE_NAMESPACES);
  for (const match of matches) {
    for (const namespace of (match.handle as RouteHandle | undefined)?.namespaces ?? []) wanted.add(namespace);
  }
  return NAMESPACES.filter((namespace) => wanted.has(namespace));
}
