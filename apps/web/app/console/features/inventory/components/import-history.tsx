import type { IpImportSummary } from "@portico/contracts";
import { DataTable } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { ImportStatus } from "./import-status";

/** The latest imports, newest first; choosing one shows its report. */
export function ImportHistory({
  imports,
  selectedId,
  onSelect,
}: {
  imports: IpImportSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("console");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <DataTable<IpImportSummary>
      records={imports}
      idAccessor="id"
      columns={[
        {
          accessor: "created_at",
          title: t("inventory.history.when"),
          noWrap: true,
          render: (row) => when.format(new Date(row.created_at * 1000)),
        },
        { accessor: "file_name", title: t("inventory.history.file") },
        {
          accessor: "status",
          title: t("inventory.history.status"),
          render: (row) => <ImportStatus status={row.status} />,
        },
        { accessor: "total_rows", title: t("inventory.import.total"), textAlign: "right" },
        { accessor: "error_rows", title: t("inventory.import.errorRows"), textAlign: "right" },
        { accessor: "rows_written", title: t("inventory.import.written"), textAlign: "right" },
      ]}
      verticalSpacing="xs"
      horizontalSpacing="md"
      highlightOnHover
      minHeight={imports.length === 0 ? 140 : undefined}
      noRecordsText={t("inventory.history.empty")}
      onRowClick={({ record }) => onSelect(record.id)}
      rowBackgroundColor={(row) => (row.id === selectedId ? "var(--mantine-color-blue-0)" : undefined)}
      customRowAttributes={(row) => ({ "data-testid": "import-row", "data-id": row.id, "data-file": row.file_name })}
      data-testid="import-history"
    />
  );
}
