import { Badge, Text } from "@mantine/core";
import type { StaticIpRow } from "@portico/contracts";
import { StaticIpStatus } from "@portico/contracts/codes";
import type { TFunction } from "i18next";
import { DataTable, type DataTableColumn, type DataTableSortStatus } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format-date-time";
import type { SortableColumn, StaticIpSort } from "../static-ip-query";

type StaticIpTableProps = {
  rows: StaticIpRow[];
  fetching: boolean;
  sort: StaticIpSort;
  onSort: (sort: StaticIpSort) => void;
  selected: StaticIpRow[];
  onSelect: (rows: StaticIpRow[]) => void;
  /** The order whose rows are highlighted (`?orderNo=`, 2 s after arriving). */
  highlighted: string | null;
  emptyText: string;
};

/** Days left, or how long ago it expired (`extime`: whole days, rounded down, negative once expired). */
function timeLeft(row: StaticIpRow, t: TFunction<"staticIps">): string {
  if (row.status === StaticIpStatus.Expired) return t("timeLeft.expiredDays", { count: Math.max(1, -row.extime) });
  return row.extime < 1 ? t("timeLeft.today") : t("timeLeft.days", { count: row.extime });
}

const dateOnly = (seconds: number) => formatDateTime(seconds).slice(0, 10);

function columns(t: TFunction<"staticIps">): DataTableColumn<StaticIpRow>[] {
  return [
    {
      accessor: "ip",
      title: t("columns.ip"),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text fz="sm" ff="monospace" fw={600} data-column="ip">
          {row.ip}
          <Text span fz="xs" c="dimmed" ff="monospace">
            :{row.port}
          </Text>
        </Text>
      ),
    },
    {
      accessor: "order_no",
      title: t("columns.orderNo"),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text fz="sm" ff="monospace" data-column="orderNo">
          {row.order_no || "--"}
        </Text>
      ),
    },
    {
      accessor: "country",
      title: t("columns.region"),
      width: 150,
      render: (row) => (
        <Text fz="sm" data-column="region">
          {row.country}
        </Text>
      ),
    },
    {
      accessor: "timeLeft",
      title: t("columns.timeLeft"),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text fz="sm" c={row.status === StaticIpStatus.Expired ? "red" : undefined} data-column="timeLeft">
          {timeLeft(row, t)}
        </Text>
      ),
    },
    {
      accessor: "purchased",
      title: t("columns.purchased"),
      sortable: true,
      noWrap: true,
      // Date over time: the column stays narrow enough for every column to fit a laptop's width.
      render: (row) => (
        <div data-column="purchased">
          <Text fz="sm">{dateOnly(row.create_time)}</Text>
          <Text fz="xs" c="dimmed">
            {formatDateTime(row.create_time).slice(11)}
          </Text>
        </div>
      ),
    },
    {
      accessor: "expires",
      title: t("columns.expires"),
      sortable: true,
      noWrap: true,
      render: (row) => <span data-column="expires">{dateOnly(row.expire_time)}</span>,
    },
    {
      accessor: "state",
      title: t("columns.state"),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Badge
          variant="light"
          color={row.status === StaticIpStatus.Normal ? "green" : "gray"}
          data-column="state"
          data-status={row.status}
        >
          {t(`state.${row.status}`)}
        </Badge>
      ),
    },
    {
      accessor: "tag",
      title: t("columns.tag"),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text fz="sm" c={row.tag ? undefined : "dimmed"} data-column="tag">
          {row.tag || t("noTag")}
        </Text>
      ),
    },
  ];
}

/**
 * The IPs of one page (spec 02 §2) in mantine-datatable: sortable by address, order, purchase
 * time, expiry (time left and state follow the expiry) and tag — the sorts the server reads
 * along an index (ADR 412; the region is not one of them); every row selectable, the non-renewable ones drawn disabled with the reason as
 * their title. On a narrow screen the table scrolls sideways (the rows stay rows: the columns are
 * what a customer compares, which cards would pull apart).
 */
export function StaticIpTable({
  rows,
  fetching,
  sort,
  onSort,
  selected,
  onSelect,
  highlighted,
  emptyText,
}: StaticIpTableProps) {
  const { t } = useTranslation("staticIps");
  const sortStatus: DataTableSortStatus<StaticIpRow> = { columnAccessor: sort.column, direction: sort.order };
  return (
    <DataTable<StaticIpRow>
      records={rows}
      idAccessor="id"
      columns={columns(t)}
      fetching={fetching}
      minHeight={rows.length === 0 ? 160 : undefined}
      noRecordsText={emptyText}
      verticalSpacing="sm"
      highlightOnHover
      horizontalSpacing="xs"
      sortStatus={sortStatus}
      onSortStatusChange={(status) =>
        onSort({ column: status.columnAccessor as SortableColumn, order: status.direction })
      }
      selectedRecords={selected}
      onSelectedRecordsChange={onSelect}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("selection.selectPage") }}
      getRecordSelectionCheckboxProps={(row) => ({ "aria-label": t("selection.selectRow", { ip: row.ip }) })}
      rowClassName={(row) => (row.renewable ? undefined : "static-ip-row-blocked")}
      rowStyle={(row) =>
        highlighted !== null && row.order_no === highlighted
          ? { backgroundColor: "var(--mantine-color-yellow-light)", transition: "background-color 400ms ease" }
          : { transition: "background-color 400ms ease" }
      }
      customRowAttributes={(row) => ({
        "data-testid": "ip-row",
        "data-ip": row.ip,
        "data-id": row.id,
        "data-order-no": row.order_no,
        "data-renewable": row.renewable,
        "data-highlighted": highlighted !== null && row.order_no === highlighted,
        title: row.renew_block ? t(`renewBlock.${row.renew_block}`) : undefined,
      })}
      data-testid="ip-table"
    />
  );
}
