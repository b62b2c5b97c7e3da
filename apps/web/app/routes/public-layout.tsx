import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { PublicShell } from "../components/layout/public-shell";
import { serverApi } from "../lib/api/server-api";
import type { Route } from "./+types/public-layout";

/**
 * The header's figures: lowest prices and top regions, and the help-centre categories. A failure
 * leaves a menu without them rather than failing the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [priceOverview, helpCategories] = await Promise.all([
    api.priceOverview().catch((error: unknown) => {
      console.error("price overview unavailable", error);
      return null;
    }),
    api.faqCategories().catch(() => []),
  ]);
  return { priceOverview, helpCategories };
}

/** Reload only for a language change (revalidate() keeps the URL); navigation keeps the menus. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && currentUrl.href === nextUrl.href;
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
