import { faqCategories, priceOverview, publicNotices } from "@portico/contracts";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { PublicShell } from "../../components/layout/public-shell";
import { serverCaller } from "../../lib/api/server-call";
import type { Route } from "./+types/public-layout";

/**
 * The header's figures: lowest prices and top regions, the help-centre categories, and the site
 * notices shown above the header. A failure leaves a menu (or the notices) out rather than failing
 * the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const call = serverCaller(context);
  const [overview, helpCategories, notices] = await Promise.all([
    call(priceOverview).catch((error: unknown) => {
      console.error("price overview unavailable", error);
      return null;
    }),
    call(faqCategories).catch(() => []),
    call(publicNotices)
      .then((answer) => answer.list)
      .catch((error: unknown) => {
        console.error("site notices unavailable", error);
        return [];
      }),
  ]);
  return { priceOverview: overview, helpCategories, notices };
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
