import { Badge, Group, Text } from "@mantine/core";
import type { InventoryStockRow } from "@portico/contracts";
import type { TFunction } from "i18next";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useTranslation } from "react-i18next";

const count = (key: "available" | "reserved" | "sold" | "test" | "disabled", title: string) =>
  ({
    accessor: key,
    title,
    textAlign: "right",
    render: (row) => <span data-column={key}>{row[key]}</span>,
  }) satisfies DataTableColumn<InventoryStockRow>;

function columns(t: TFunction<"console">): DataTableColumn<InventoryStockRow>[] {
  return [
    {
      accessor: "name",
      title: t("inventory.stock.columns.region"),
      render: (row) => (
        <div>
          <Group gap={6} wrap="nowrap">
            <Text fz="sm" fw={600}>
              {row.name}
            </Text>
            {row.low ? (
              <Badge size="xs" color="red" variant="light" tt="none" data-testid="low-stock">
                {t("inventory.stock.low")}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed" ff="monospace">
            {row.country_code}
          </Text>
        </div>
      ),
    },
    { accessor: "isp", title: t("inventory.stock.columns.isp") },
    count("available", t("inventory.stock.columns.available")),
    count("reserved", t("inventory.stock.columns.reserved")),
    count("sold", t("inventory.stock.columns.sold")),
    count("test", t("inventory.stock.columns.test")),
    count("disabled", t("inventory.stock.columns.disabled")),
    {
      accessor: "active",
      title: t("inventory.stock.columns.state"),
      noWrap: true,
      render: (row) => (
        <Badge color={row.active ? "green" : "gray"} variant="dot" tt="none">
          {row.active ? t("inventory.stock.onSale") : t("inventory.stock.offSale")}
        </Badge>
      ),
    },
  ];
}

/** Every static region with its IPs by state; a region on sale with few free IPs is flagged. */
export function StockTable({ rows }: { rows: InventoryStockRow[] }) {
  const { t } = useTranslation("console");
  return (
    <DataTable<InventoryStockRow>
      records={rows}
      idAccessor="region_id"
      columns={columns(t)}
      verticalSpacing="xs"
      horizontalSpacing="md"
      highlightOnHover
      minHeight={rows.length === 0 ? 160 : undefined}
      noRecordsText={t("inventory.stock.empty")}
      rowBackgroundColor={(row) => (row.low ? "var(--mantine-color-red-0)" : undefined)}
      customRowAttributes={(row) => ({ "data-testid": "stock-row", "data-code": row.country_code })}
      data-testid="stock-table"
    />
  );
}
