import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { type ConsoleNotice, consoleNotices, deleteConsoleNotice, publishConsoleNotice } from "@portico/contracts";
import { IconPlus } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useHasPermission } from "../../../components/use-staff-me";
import { type NoticeState, noticeState, shortDateTime } from "../notice-window";
import { NoticeModal } from "./notice-modal";

const STATE_COLOR: Record<NoticeState, string> = { live: "green", scheduled: "blue", ended: "gray", draft: "gray" };

/** `/console/content/notices`: every site notice, published or not; edits for `content:write`. */
export function NoticesContentPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("content:read"))
    return (
      <Alert color="gray" data-testid="content-no-access">
        {t("content.noAccess")}
      </Alert>
    );
  return <NoticesScreen />;
}

function NoticesScreen() {
  const { t, i18n } = useTranslation("console");
  const zh = i18n.language === "zh-CN";
  const canWrite = useHasPermission("content:write");
  const list = useEndpointQuery(consoleNotices);
  const [editing, setEditing] = useState<ConsoleNotice | "new" | null>(null);
  const [deleting, setDeleting] = useState<ConsoleNotice | null>(null);
  const publish = useEndpointMutation(publishConsoleNotice, { invalidates: [consoleNotices] });
  const remove = useEndpointMutation(deleteConsoleNotice, { invalidates: [consoleNotices] });
  const now = new Date();

  const toggle = async (notice: ConsoleNotice) => {
    try {
      await publish.mutateAsync({ id: notice.id, published: !notice.published });
      showToast({
        color: "green",
        message: t(notice.published ? "content.notices.unpublished" : "content.notices.published"),
      });
    } catch (failure) {
      showToast({ color: "red", message: failureMessage(failure, t) });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      showToast({ color: "green", message: t("content.notices.deleted") });
    } catch (failure) {
      showToast({ color: "red", message: failureMessage(failure, t) });
    }
    setDeleting(null);
  };

  const windowText = (notice: ConsoleNotice) => {
    const start = notice.starts_at ? shortDateTime(notice.starts_at) : null;
    const end = notice.ends_at ? shortDateTime(notice.ends_at) : null;
    if (start && end) return t("content.notices.window.between", { start, end });
    if (start) return t("content.notices.window.from", { start });
    if (end) return t("content.notices.window.until", { end });
    return t("content.notices.window.always");
  };

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t("content.notices.title")}</Title>
          <Text c="dimmed" maw={820}>
            {t("content.notices.subtitle")}
          </Text>
        </div>
        {canWrite ? (
          <Button
            color="dark"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            data-testid="notice-new"
          >
            {t("content.notices.new")}
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
            noRecordsText={t("content.notices.empty")}
            highlightOnHover
            onRowClick={({ record }) => setEditing(record)}
            rowStyle={() => ({ cursor: "pointer" })}
            data-testid="notices-table"
            columns={[
              {
                accessor: "message",
                title: t("content.notices.columns.message"),
                render: (notice) => (
                  <div data-testid={`notice-row-${notice.id}`}>
                    <Text fz="sm" fw={600}>
                      {zh ? notice.message_zh : notice.message_en}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {zh ? notice.message_en : notice.message_zh}
                    </Text>
                  </div>
                ),
              },
              {
                accessor: "level",
                title: t("content.notices.columns.level"),
                noWrap: true,
                width: 110,
                render: (notice) => (
                  <Badge color={notice.level === "warning" ? "orange" : "blue"} variant="light" tt="none">
                    {t(`content.notices.level.${notice.level}`)}
                  </Badge>
                ),
              },
              {
                accessor: "window",
                title: t("content.notices.columns.window"),
                noWrap: true,
                render: (notice) => <Text fz="sm">{windowText(notice)}</Text>,
              },
              {
                accessor: "published",
                title: t("content.notices.columns.state"),
                noWrap: true,
                width: 120,
                render: (notice) => {
                  const state = noticeState(notice, now);
                  return (
                    <Badge
                      color={STATE_COLOR[state]}
                      variant="light"
                      tt="none"
                      data-testid={`notice-state-${notice.id}`}
                    >
                      {t(`content.notices.state.${state}`)}
                    </Badge>
                  );
                },
              },
              {
                accessor: "updated_at",
                title: t("content.notices.columns.updated"),
                noWrap: true,
                render: (notice) => (
                  <Text fz="sm" title={t("content.notices.version", { version: notice.version })}>
                    {shortDateTime(notice.updated_at)}
                  </Text>
                ),
              },
              ...(canWrite
                ? [
                    {
                      accessor: "actions",
                      title: "",
                      textAlign: "right" as const,
                      noWrap: true,
                      render: (notice: ConsoleNotice) => (
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={(event) => {
                              event.stopPropagation();
                              void toggle(notice);
                            }}
                            data-testid={`notice-toggle-${notice.id}`}
                          >
                            {notice.published ? t("content.notices.unpublish") : t("content.notices.publish")}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={(event) => {
                              event.stopPropagation();
                              setDeleting(notice);
                            }}
                            data-testid={`notice-delete-${notice.id}`}
                          >
                            {t("content.notices.delete")}
                          </Button>
                        </Group>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
      </Card>
      {editing ? (
        <NoticeModal notice={editing === "new" ? null : editing} canWrite={canWrite} onClose={() => setEditing(null)} />
      ) : null}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("content.notices.deleteTitle")}
        centered
      >
        <Stack>
          <Text fz="sm">{t("content.notices.deleteText")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t("common.cancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => void confirmDelete()}
              data-testid="notice-delete-confirm"
            >
              {t("content.notices.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
