import { Container } from "@mantine/core";
import { FAQ_SUBTITLE_PATTERN, faqArticle, faqPopular, faqRelated } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { Notice } from "../../components/notice/notice";
import { ApiError } from "../../lib/api/api-error";
import { serverCaller } from "../../lib/api/server-call";
import { appContext } from "../../lib/app-context";
import { formatLongDate } from "../../lib/format-long-date";
import type { RouteHandle } from "../../lib/route-handle";
import { FaqArticlePage } from "../features/help-centre/components/faq-article-page";
import type { Route } from "./+types/faq-article";

export const handle: RouteHandle = { namespaces: ["help"] };

const HTML_SUFFIX = ".html";

function subtitleOf(file: string | undefined): string | null {
  if (!file?.endsWith(HTML_SUFFIX)) return null;
  const subtitle = file.slice(0, -HTML_SUFFIX.length);
  return FAQ_SUBTITLE_PATTERN.test(subtitle) ? subtitle : null;
}

/** Plain text for the meta description: the server already sanitised the HTML. */
function descriptionOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const subtitle = subtitleOf(params.file);
  if (!subtitle) throw data(null, { status: 404 });
  const call = serverCaller(context);
  const [article, related, popular] = await Promise.allSettled([
    call(faqArticle, { subtitle }),
    call(faqRelated, { subtitle }),
    call(faqPopular),
  ]);
  if (article.status === "rejected") {
    const error = article.reason;
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    return { view: null, pageMeta: undefined };
  }
  return {
    view: {
      article: article.value,
      related: related.status === "fulfilled" ? related.value : null,
      popular: popular.status === "fulfilled" ? popular.value.filter((item) => item.subtitle !== subtitle) : null,
      updated: formatLongDate(article.value.updated_at, context.get(appContext).language),
    },
    pageMeta: { title: article.value.title, description: descriptionOf(article.value.content) },
  };
}

export default function FaqArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  if (!loaderData.view) {
    return (
      <Container size="md" py={64}>
        <Notice color="red">{t("errors.load_content_fails")}</Notice>
      </Container>
    );
  }
  return <FaqArticlePage view={loaderData.view} />;
}
