import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { PublicShell } from "../components/layout/public-shell";
import { serverApi } from "../lib/api/server-api";
import type { Route } from "./+types/public-layout";

/** The header's help-centre menu lists the FAQ categories; a failure only empties the menu. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    helpCategories: await serverApi(context)
      .faqCategories()
      .catch(() => []),
  };
}

/** Reload only for a language change (revalidate() keeps the URL); navigation keeps the menu. */
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
