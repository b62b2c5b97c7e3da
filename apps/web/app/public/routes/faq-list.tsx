import { serverCaller } from "../../lib/api/server-call";
import type { RouteHandle } from "../../lib/route-handle";
import { FaqListPage } from "../features/help-centre/components/faq-list-page";
import { loadFaqList } from "../features/help-centre/load-faq-list";
import type { Route } from "./+types/faq-list";

export const handle: RouteHandle = {
  titleKey: "help:meta.title",
  descriptionKey: "help:meta.description",
  namespaces: ["help"],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { view: await loadFaqList(serverCaller(context), new URL(request.url).searchParams) };
}

export default function FaqList({ loaderData }: Route.ComponentProps) {
  return <FaqListPage view={loaderData.view} />;
}
