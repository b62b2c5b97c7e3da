import type { RouteHandle } from "../../lib/route-handle";
import { LegalPage } from "../features/legal/components/legal-page";
import { loadLegalDocument } from "../features/legal/load-legal-document";
import type { Route } from "./+types/terms";

export const handle: RouteHandle = {
  titleKey: "legal:terms.title",
  descriptionKey: "legal:terms.description",
  autoHideHeader: true,
  namespaces: ["legal"],
};

export async function loader({ context }: Route.LoaderArgs) {
  return { view: await loadLegalDocument(context, "terms") };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="terms" view={loaderData.view} />;
}
