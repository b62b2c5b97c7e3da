import { LegalPage } from "../features/legal/components/legal-page";
import { serverApi } from "../lib/api/server-api";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/terms";

export const handle: RouteHandle = {
  titleKey: "legal:terms.title",
  descriptionKey: "legal:terms.description",
  autoHideHeader: true,
};

export async function loader({ context }: Route.LoaderArgs) {
  return {
    document: await serverApi(context)
      .legalDocument("terms")
      .catch(() => null),
  };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="terms" document={loaderData.document} />;
}
