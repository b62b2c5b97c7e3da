import { Anchor, List, Paper, Title } from "@mantine/core";
import type { FaqArticleSummary } from "@portico/contracts";
import { Link } from "react-router";
import { Notice } from "../../../../components/notice/notice";

type ArticleLinksProps = {
  heading: string;
  articles: FaqArticleSummary[] | null;
  /** Shown when the list could not be loaded. */
  errorText: string;
  testId: string;
};

export function ArticleLinks({ heading, articles, errorText, testId }: ArticleLinksProps) {
  if (articles !== null && articles.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={2} fz="md" mb="sm">
        {heading}
      </Title>
      {articles === null ? (
        <Notice color="red">{errorText}</Notice>
      ) : (
        <List spacing={8} listStyleType="none" ml={0} pl={0}>
          {articles.map((article) => (
            <List.Item key={article.id}>
              <Anchor component={Link} to={`/faq/${article.subtitle}.html`} fz="sm">
                {article.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
