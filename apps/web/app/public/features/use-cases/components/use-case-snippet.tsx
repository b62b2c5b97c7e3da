import { Box } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../../components/notice/notice";

type UseCaseSnippetProps = {
  name: string;
  /** The snippet the server rendered with the page; null when its load failed there. */
  initialHtml: string | null;
};

/**
 * The case's static HTML snippet (spec 01 §2). It arrives server-rendered for search engines;
 * when it did not, the browser fetches `/snippets/{locale}/{name}.html` as the spec describes,
 * and shows "Error loading content." if that fails too.
 */
export function UseCaseSnippet({ name, initialHtml }: UseCaseSnippetProps) {
  const { t, i18n } = useTranslation("cases");
  const [fetched, setFetched] = useState<{ html: string | null; failed: boolean }>({ html: null, failed: false });

  useEffect(() => {
    if (initialHtml !== null) return;
    let cancelled = false;
    fetch(`/snippets/${i18n.language}/${name}.html`)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((html) => !cancelled && setFetched({ html, failed: false }))
      .catch(() => !cancelled && setFetched({ html: null, failed: true }));
    return () => {
      cancelled = true;
    };
  }, [initialHtml, name, i18n.language]);

  const html = initialHtml ?? fetched.html;
  if (html !== null) {
    // Snippets are files shipped with the server, not user input.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, server-owned HTML.
    return <Box className="rich-content" data-testid="case-snippet" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (fetched.failed) {
    return (
      <Notice color="red" data-testid="case-snippet-error">
        {t("snippetError")}
      </Notice>
    );
  }
  return <Box mih={200} aria-busy="true" />;
}
