import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { NAMESPACES } from "../lib/i18n/resources";
import type { RouteHandle } from "../lib/route-handle";
import { useProductName } from "../lib/use-public-config";

function deepestHandle(handles: unknown[], key: "titleKey" | "descriptionKey") {
  for (const handle of handles.toReversed()) {
    const value = (handle as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

/** Document title from the deepest route's title key, falling back to the product name. */
export function RouteHead() {
  const { t } = useTranslation(NAMESPACES);
  const productName = useProductName();
  const handles = useMatches().map((match) => match.handle);
  const titleKey = deepestHandle(handles, "titleKey");
  const descriptionKey = deepestHandle(handles, "descriptionKey");
  const title = titleKey ? `${t(titleKey)} | ${productName}` : productName;

  return (
    <>
      <title>{title}</title>
      {descriptionKey ? <meta name="description" content={t(descriptionKey)} /> : null}
    </>
  );
}
