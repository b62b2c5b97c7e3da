import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { consoleAuditEvents, consoleAuditExport } from "@portico/contracts";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { browserCall } from "../../../../lib/api/browser-call";
import { endpointQuery } from "../../../../lib/query/endpoint-query";
import { saveBase64File } from "../../../../lib/save-base64-file";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useHasPermission } from "../../../components/use-staff-me";
import { type AuditFilterForm, auditQueryOf, filterFormOf, searchOf } from "../audit-query";
import { AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";

/** `/console/audit`: every console action, newest first, for whoever holds audit:read (issue #25 item 6). */
export function AuditPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("audit:read"))
    return (
      <Alert color="gray" data-testid="audit-no-access">
        {t("audit.noAccess")}
      </Alert>
    );
  return <AuditScreen />;
}

function AuditScreen() {
  const { t } = useTranslation("console");
  const [search, setSearch] = useSearchParams();
  const form = filterFormOf(search);
  const query = auditQueryOf(form);
  // The pages seen so far, as the `before` each started at: Older pushes, Newer pops.
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const events = useQuery({
    ...endpointQuery(consoleAuditEvents, before === undefined ? query : { ...query, before }),
    placeholderData: keepPreviousData,
  });
  const canExport = useHasPermission("audit:export");
  const exportFile = useMutation({
    mutationFn: () => browserCall(consoleAuditExport, query),
    onSuccess: (file) => {
      saveBase64File(file.filename, file.content_type, file.content_base64);
      showToast({
        color: file.truncated ? "orange" : "green",
        message: file.truncated
          ? t("audit.exportTruncated", { count: file.rows })
          : t("audit.exported", { count: file.rows }),
      });
    },
    onError: (failure) => showToast({ color: "red", message: failureMessage(failure, t) }),
  });

  const apply = (next: AuditFilterForm) => {
    setCursors([]);
    setSearch(searchOf(next));
  };
  const next = events.data?.next_before ?? null;

  return (
    <Stack gap="lg" maw={1600}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t("audit.title")}</Title>
          <Text c="dimmed">{t("audit.subtitle")}</Text>
        </div>
        {canExport ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportFile.isPending}
            onClick={() => exportFile.mutate()}
            data-testid="audit-export"
          >
            {t("audit.export")}
          </Button>
        ) : null}
      </Group>
      <AuditFilters key={search.toString()} initial={form} onApply={apply} />
      <Card withBorder radius="md" padding={0}>
        {events.isError ? (
          <Alert color="red" m="md">
            {failureMessage(events.error, t)}
          </Alert>
        ) : (
          <AuditTable events={events.data?.list ?? []} fetching={events.isFetching} />
        )}
      </Card>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          disabled={cursors.length === 0}
          onClick={() => setCursors((pages) => pages.slice(0, -1))}
          data-testid="audit-newer"
        >
          {t("audit.newer")}
        </Button>
        <Button
          variant="default"
          disabled={next === null}
          onClick={() => next !== null && setCursors((pages) => [...pages, next])}
          data-testid="audit-older"
        >
          {t("audit.older")}
        </Button>
      </Group>
    </Stack>
  );
}
