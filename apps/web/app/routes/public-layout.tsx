import { Outlet } from "react-router";
import { PublicShell } from "../components/layout/public-shell";
import { serverApi } from "../lib/api/server-api";
import type { Route } from "./+types/public-layout";

/**
 * The header's lowest prices and top regions. A failure leaves the menus without figures rather
 * than failing the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { priceOverview: await serverApi(context).priceOverview() };
  } catch (error) {
    console.error("price overview unavailable", error);
    return { priceOverview: null };
  }
}

/** Prices change rarely; navigating between public pages does not refetch them. */
export function shouldRevalidate() {
  return false;
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
