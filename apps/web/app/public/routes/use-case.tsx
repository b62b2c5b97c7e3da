import { isUseCaseName, useCaseSnippet } from "@portico/contracts";
import { data } from "react-router";
import { serverCaller } from "../../lib/api/server-call";
import { appContext } from "../../lib/app-context";
import { resources } from "../../lib/i18n/resources";
import type { RouteHandle } from "../../lib/route-handle";
import { UseCasePage } from "../features/use-cases/components/use-case-page";
import type { Route } from "./+types/use-case";

export const handle: RouteHandle = { namespaces: ["cases"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { name } = params;
  if (!isUseCaseName(name)) throw data(null, { status: 404 });
  const { language } = context.get(appContext);
  const texts = resources[language].cases[name];
  // A failed snippet still renders the page; the browser retries the spec's fetch path.
  const snippetHtml = await serverCaller(context)(useCaseSnippet, { name, locale: language })
    .then((snippet) => snippet.html)
    .catch(() => null);
  return { name, snippetHtml, pageMeta: { title: texts.title, description: texts.description } };
}

export default function UseCase({ loaderData }: Route.ComponentProps) {
  return <UseCasePage name={loaderData.name} snippetHtml={loaderData.snippetHtml} />;
}
