import { Anchor, Box, Container, Group, Stack, Tabs, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Notice } from "../../../../components/notice/notice";
import { PlainGrid } from "../../../../components/plain-grid/plain-grid";
import { FAQ_LIST_PAGE_SIZE, type FaqListView } from "../load-faq-list";
import { FaqEmptyState } from "./faq-empty-state";
import { FaqResultCard } from "./faq-result-card";
import { FaqSearchForm } from "./faq-search-form";

export function FaqListPage({ view }: { view: FaqListView }) {
  const { t } = useTranslation("help");
  const navigate = useNavigate();
  const activeCategory = view.categories.find((category) => category.id === view.activeCategoryId);
  const pages = Math.ceil(view.total / FAQ_LIST_PAGE_SIZE);
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (view.activeCategoryId !== null) params.set("class", String(view.activeCategoryId));
    if (view.search) params.set("search", view.search);
    params.set("page", String(page));
    return `/faq/?${params}`;
  };

  return (
    <>
      <Box className="page-hero" py={56}>
        <Container size="md">
          <Stack gap="md" ta="center">
            <Title order={1}>{t("hero.title")}</Title>
            <Text fz="lg">{t("hero.subtitle")}</Text>
            <FaqSearchForm defaultValue={view.search} />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={40}>
        {view.error === "load_category_fails" ? (
          <Notice color="red">{t("errors.load_category_fails")}</Notice>
        ) : (
          <Stack gap="lg">
            <Tabs
              value={view.activeCategoryId === null ? null : String(view.activeCategoryId)}
              onChange={(value) => value && navigate(`/faq/?class=${value}`)}
              variant="outline"
            >
              <Tabs.List aria-label={t("categories")}>
                {view.categories.map((category) => (
                  <Tabs.Tab key={category.id} value={String(category.id)} data-testid="faq-category-tab">
                    {category.name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            {view.search ? (
              <Group justify="space-between">
                <Title order={2} fz="h4" data-testid="faq-results-heading">
                  {t("results.heading", { query: view.search })}
                </Title>
                <Text c="gray.7" fz="sm">
                  {t("results.count", { count: view.total })}
                </Text>
              </Group>
            ) : activeCategory ? (
              // The tabs already show the category; screen readers get it as the heading the
              // result cards (h3) sit under.
              <VisuallyHidden>
                <Title order={2}>{activeCategory.name}</Title>
              </VisuallyHidden>
            ) : null}
            {view.error === "load_faq_fails" ? (
              <Notice color="red">{t("errors.load_faq_fails")}</Notice>
            ) : view.articles.length === 0 ? (
              <FaqEmptyState />
            ) : (
              <PlainGrid cols={{ base: 1, sm: 2 }}>
                {view.articles.map((article) => (
                  <FaqResultCard key={article.id} article={article} />
                ))}
              </PlainGrid>
            )}
            {pages > 1 ? (
              <Group justify="center" gap="md">
                {view.page > 1 ? (
                  <Anchor component={Link} to={pageHref(view.page - 1)} aria-label={t("results.previous")}>
                    ←
                  </Anchor>
                ) : null}
                <Text fz="sm">
                  {view.page} / {pages}
                </Text>
                {view.page < pages ? (
                  <Anchor component={Link} to={pageHref(view.page + 1)} aria-label={t("results.next")}>
                    →
                  </Anchor>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        )}
      </Container>
    </>
  );
}
