import { Anchor, Box, Breadcrumbs, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { FaqArticle, FaqArticleSummary } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArticleLinks } from "./article-links";
import { ArticleRating } from "./article-rating";
import { FaqSearchForm } from "./faq-search-form";

export type FaqArticleView = {
  article: FaqArticle;
  related: FaqArticleSummary[] | null;
  popular: FaqArticleSummary[] | null;
  /** The last-updated day in the page's language, formatted by the loader. */
  updated: string;
};

export function FaqArticlePage({ view }: { view: FaqArticleView }) {
  const { t } = useTranslation("help");
  const { article, updated } = view;

  return (
    <Container size="lg" py={40}>
      <Breadcrumbs aria-label={t("article.breadcrumb")} mb="lg" separatorMargin={6} data-testid="faq-breadcrumb">
        <Anchor component={Link} to="/" fz="sm">
          {t("article.home")}
        </Anchor>
        <Anchor component={Link} to="/faq/" fz="sm">
          {t("article.helpCentre")}
        </Anchor>
        <Anchor component={Link} to={`/faq/?class=${article.category_id}`} fz="sm">
          {article.category_name}
        </Anchor>
      </Breadcrumbs>
      <div className="main-aside-columns" data-gap="xl">
        <Stack gap="lg">
          <Box component="article">
            <Title order={1} fz={{ base: "h2", sm: "h1" }}>
              {article.title}
            </Title>
            <Text fz="sm" c="gray.7" mt={6} data-testid="faq-updated">
              {t("article.updated", { date: updated })}
            </Text>
            <Box
              className="rich-content"
              mt="lg"
              data-testid="faq-article-content"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (content-html.service.ts).
              dangerouslySetInnerHTML={{ __html: article.content }}
            />
          </Box>
          <Paper withBorder p="md">
            <ArticleRating key={article.id} articleId={article.id} rating={article.rating} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} fz="md" mb="sm">
              {t("article.buyTitle")}
            </Title>
            <Group>
              <Button component={Link} to="/staticisp/" variant="light">
                {t("article.staticIsp")}
              </Button>
              <Button component={Link} to="/residential/">
                {t("article.residential")}
              </Button>
            </Group>
          </Paper>
        </Stack>

        <Stack gap="lg">
          <Paper withBorder p="md">
            <Title order={2} fz="md" mb="sm">
              {t("article.searchHeading")}
            </Title>
            <FaqSearchForm categoryId={article.category_id} />
          </Paper>
          <ArticleLinks
            heading={t("article.related")}
            articles={view.related}
            errorText={t("errors.load_related_fails")}
            testId="faq-related"
          />
          <ArticleLinks
            heading={t("article.popular")}
            articles={view.popular}
            errorText={t("errors.load_popular_fails")}
            testId="faq-popular"
          />
        </Stack>
      </div>
    </Container>
  );
}
