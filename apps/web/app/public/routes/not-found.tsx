import { data } from "react-router";
import { NotFoundPage } from "../../components/not-found-page";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { titleKey: "notFound.title", noindex: true };

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
