import type { RouteHandle } from "../../lib/route-handle";
import { LegalPage } from "../features/legal/components/legal-page";
import { loadLegalDocument } from "../features/legal/load-legal-document";
import type { Route } from "./+types/privacy";

export const handle: RouteHandle = {
  titleKey: "legal:privacy.title",
  descriptionKey: "legal:privacy.description",
  autoHideHeader: true,
  namespaces: ["legal"],
};

export async function loader({ context }: Route.LoaderArgs) {
  return { view: await loadLegalDocument(context, "privacy") };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="privacy" view={loaderData.view} />;
}
