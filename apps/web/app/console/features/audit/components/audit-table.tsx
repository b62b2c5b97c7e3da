import { Anchor, Badge, Text } from "@mantine/core";
import type { AuditEventView } from "@portico/contracts";
import type { TFunction } from "i18next";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuditDetail } from "./audit-detail";

const OUTCOME_COLOR = { succeeded: "green", refused: "orange", failed: "red" } as const;

function columns(t: TFunction<"console">, language: string): DataTableColumn<AuditEventView>[] {
  const time = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium" });
  return [
    { accessor: "seq", title: "#", width: 70, render: (event) => <Text fz="sm">{event.seq}</Text> },
    { accessor: "at", title: t("audit.columns.time"), render: (event) => time.format(new Date(event.at)) },
    {
      accessor: "staff",
      title: t("audit.columns.staff"),
      render: (event) =>
        event.staff ? (
          <div>
            <Text fz="sm">{event.staff.display_name || event.staff.id}</Text>
            <Text fz="xs" c="dimmed">
              {event.staff.email}
            </Text>
          </div>
        ) : (
          <Text fz="sm" c="dimmed">
            {t("audit.commandLine")}
          </Text>
        ),
    },
    {
      accessor: "action",
      title: t("audit.columns.action"),
      render: (event) => (
        <Text fz="sm" ff="monospace" data-testid="audit-action">
          {event.action}
        </Text>
      ),
    },
    {
      accessor: "resource",
      title: t("audit.columns.resource"),
      render: (event) => (
        <Text fz="sm" ff="monospace">
          {event.resource}
          {event.resource_id ? ` ${event.resource_id}` : ""}
        </Text>
      ),
    },
    {
      accessor: "customer_id",
      title: t("audit.columns.customer"),
      render: (event) =>
        event.customer_id ? (
          <Anchor
            component={Link}
            to={`/console/customers/${event.customer_id}`}
            fz="sm"
            onClick={(click) => click.stopPropagation()}
          >
            {t("audit.openCustomer")}
          </Anchor>
        ) : null,
    },
    {
      accessor: "outcome",
      title: t("audit.columns.outcome"),
      render: (event) => (
        <Badge color={OUTCOME_COLOR[event.outcome]} variant="light" tt="none">
          {t(`audit.outcome.${event.outcome}`)}
          {event.error_code ? ` · ${event.error_code}` : ""}
        </Badge>
      ),
    },
    { accessor: "reason_code", title: t("audit.columns.reason"), render: (event) => event.reason_code ?? "" },
  ];
}

/** The audit's rows; a click opens one row's before, after and origin below it. */
export function AuditTable({ events, fetching }: { events: AuditEventView[]; fetching: boolean }) {
  const { t, i18n } = useTranslation("console");
  return (
    <DataTable<AuditEventView>
      records={events}
      idAccessor="seq"
      columns={columns(t, i18n.language)}
      fetching={fetching}
      minHeight={events.length === 0 ? 160 : undefined}
      noRecordsText={t("audit.empty")}
      rowExpansion={{ content: ({ record }) => <AuditDetail event={record} /> }}
      striped
      highlightOnHover
      data-testid="audit-table"
    />
  );
}
