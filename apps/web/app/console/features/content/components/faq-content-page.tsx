import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import {
  type ConsoleFaqArticle,
  type ConsoleFaqCategory,
  consoleFaqArticles,
  publishConsoleFaqArticle,
} from "@portico/contracts";
import { IconPlus } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useHasPermission } from "../../../components/use-staff-me";
import { FaqArticleModal } from "./faq-article-modal";

/** `/console/content/faq`: every article, published or not; edits for `content:write`. */
export function FaqContentPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("content:read"))
    return (
      <Alert color="gray" data-testid="content-no-access">
        {t("content.noAccess")}
      </Alert>
    );
  return <FaqScreen />;
}

function FaqScreen() {
  const { t, i18n } = useTranslation("console");
  const zh = i18n.language === "zh-CN";
  const canWrite = useHasPermission("content:write");
  const list = useEndpointQuery(consoleFaqArticles);
  const [editing, setEditing] = useState<ConsoleFaqArticle | "new" | null>(null);
  const publish = useEndpointMutation(publishConsoleFaqArticle, { invalidates: [consoleFaqArticles] });
  const categories: ConsoleFaqCategory[] = list.data?.categories ?? [];
  const categoryName = (id: number) => {
    const category = categories.find((row) => row.id === id);
    return category ? (zh ? category.name_zh : category.name_en) : "—";
  };

  const toggle = async (article: ConsoleFaqArticle) => {
    try {
      await publish.mutateAsync({ id: article.id, published: !article.published });
      showToast({
        color: "green",
        message: t(article.published ? "content.faq.withdrawn" : "content.faq.published", {
          subtitle: article.subtitle,
        }),
      });
    } catch (failure) {
      showToast({ color: "red", message: failureMessage(failure, t) });
    }
  };

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t("content.faq.title")}</Title>
          <Text c="dimmed">{t("content.faq.subtitle")}</Text>
        </div>
        {canWrite ? (
          <Button
            color="dark"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            disabled={categories.length === 0}
            data-testid="faq-new"
          >
            {t("content.faq.new")}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="md" padding={0}>
        {list.isPending ? <Loader m="lg" /> : null}
        {list.isError ? (
          <Alert color="red" m="md">
            {t("common.loadFailed")}
          </Alert>
        ) : null}
        {list.data ? (
          <DataTable
            records={list.data.list}
            idAccessor="id"
            minHeight={list.data.list.length === 0 ? 160 : undefined}
            noRecordsText={t("content.faq.empty")}
            highlightOnHover
            onRowClick={({ record }) => setEditing(record)}
            rowStyle={() => ({ cursor: "pointer" })}
            data-testid="faq-table"
            columns={[
              {
                accessor: "title",
                title: t("content.faq.columns.title"),
                render: (article) => (
                  <div data-testid={`faq-row-${article.subtitle}`}>
                    <Text fz="sm" fw={600}>
                      {zh ? article.title_zh : article.title_en}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {zh ? article.title_en : article.title_zh}
                    </Text>
                  </div>
                ),
              },
              {
                accessor: "subtitle",
                title: t("content.faq.columns.subtitle"),
                render: (article) => (
                  <Text fz="sm" ff="monospace">
                    /faq/{article.subtitle}.html
                  </Text>
                ),
              },
              {
                accessor: "category_id",
                title: t("content.faq.columns.category"),
                noWrap: true,
                render: (article) => categoryName(article.category_id),
              },
              { accessor: "weight", title: t("content.faq.columns.weight"), textAlign: "right", noWrap: true },
              { accessor: "views", title: t("content.faq.columns.views"), textAlign: "right", noWrap: true },
              {
                accessor: "published",
                title: t("content.faq.columns.state"),
                noWrap: true,
                width: 120,
                render: (article) => (
                  <Badge color={article.published ? "green" : "gray"} variant="light" tt="none">
                    {article.published ? t("content.faq.state.published") : t("content.faq.state.draft")}
                  </Badge>
                ),
              },
              ...(canWrite
                ? [
                    {
                      accessor: "actions",
                      title: "",
                      textAlign: "right" as const,
                      noWrap: true,
                      render: (article: ConsoleFaqArticle) => (
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={(event) => {
                            event.stopPropagation();
                            void toggle(article);
                          }}
                          data-testid={`faq-toggle-${article.subtitle}`}
                        >
                          {article.published ? t("content.faq.withdraw") : t("content.faq.publish")}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
      </Card>
      {editing ? (
        <FaqArticleModal
          article={editing === "new" ? null : editing}
          categories={categories}
          canWrite={canWrite}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
