import { LegalPage } from "../features/legal/components/legal-page";
import { serverApi } from "../lib/api/server-api";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/privacy";

export const handle: RouteHandle = {
  titleKey: "legal:privacy.title",
  descriptionKey: "legal:privacy.description",
  autoHideHeader: true,
};

export async function loader({ context }: Route.LoaderArgs) {
  return {
    document: await serverApi(context)
      .legalDocument("privacy")
      .catch(() => null),
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="privacy" document={loaderData.document} />;
}
