import { Badge, Card, Stack, Text } from "@mantine/core";
import type { TimelineEntry } from "@portico/contracts";
import { DataTable } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { formatCents, formatTime } from "../format";

type Row = TimelineEntry & { key: string };

/** What happened to the customer, newest first: staff actions from the audit and money from the ledger. */
export function TimelineTable({ entries }: { entries: TimelineEntry[] }) {
  const { t, i18n } = useTranslation("console");
  const rows: Row[] = entries.map((entry, index) => ({ ...entry, key: `${entry.source}-${entry.at}-${index}` }));
  const what = (row: Row) =>
    row.source === "audit"
      ? // Actions are dotted (`wallet.adjust`); i18next reads dots as nesting, so the keys use underscores.
        t(`customers.timeline.actions.${row.action.replaceAll(".", "_")}`, { defaultValue: row.action })
      : t(`customers.timeline.kinds.${row.kind}`, { defaultValue: row.kind });
  const detail = (row: Row) => {
    if (row.source === "ledger") return [row.memo, row.order_no].filter(Boolean).join(" · ");
    const reason = row.reason_code
      ? t(`customers.reasons.${row.reason_code}`, { defaultValue: row.reason_code })
      : null;
    return [reason, row.note, row.staff ? t("customers.timeline.by", { name: row.staff }) : null]
      .filter(Boolean)
      .join(" · ");
  };
  return (
    <Card withBorder radius="md" padding={0}>
      <Stack gap={0}>
        <Text fw={600} px="md" pt="sm" pb="xs">
          {t("customers.timeline.title")}
        </Text>
        <DataTable<Row>
          records={rows}
          idAccessor="key"
          verticalSpacing="xs"
          horizontalSpacing="md"
          minHeight={rows.length === 0 ? 140 : undefined}
          noRecordsText={t("customers.detail.empty")}
          customRowAttributes={(row) => ({ "data-testid": "timeline-row", "data-source": row.source })}
          data-testid="customer-timeline"
          columns={[
            {
              accessor: "at",
              title: t("customers.detail.when"),
              noWrap: true,
              render: (row) => formatTime(row.at, i18n.language, "ms"),
            },
            {
              accessor: "source",
              title: t("customers.timeline.event"),
              noWrap: true,
              render: (row) => (
                <Badge
                  variant="light"
                  tt="none"
                  color={row.source === "ledger" ? "blue" : row.outcome === "succeeded" ? "dark" : "orange"}
                >
                  {what(row)}
                  {row.source === "audit" && row.outcome !== "succeeded"
                    ? ` (${t(`customers.timeline.outcome.${row.outcome}`, { defaultValue: row.outcome })})`
                    : ""}
                </Badge>
              ),
            },
            {
              accessor: "amount",
              title: t("customers.timeline.amount"),
              textAlign: "right",
              noWrap: true,
              render: (row) => (row.source === "ledger" ? formatCents(row.delta_cents, i18n.language) : ""),
            },
            { accessor: "detail", title: t("customers.timeline.detail"), render: detail },
          ]}
        />
      </Stack>
    </Card>
  );
}
