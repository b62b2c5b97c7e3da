import { Badge, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../../lib/format-date-time";
import { type UsageRow, usageAmount, usageKind } from "../history-columns";
import { highlightStyle, NOWRAP } from "./history-row-style";
import { HistoryTable } from "./history-table";

const COLUMNS = ["orderNo", "package", "type", "amount", "time"] as const;

type UsageTableProps = { rows: UsageRow[]; highlighted: string | null; empty: React.ReactNode };

/**
 * What the balance paid and got back (spec 02 §2 Usage history): order number, package, deduct
 * or refund, the amount as an absolute value with $, and the time. Refund rows stand apart (a
 * green badge and amount on a tinted row), so money back never reads as money spent.
 */
export function UsageTable({ rows, highlighted, empty }: UsageTableProps) {
  const { t } = useTranslation("wallet");
  return (
    <HistoryTable
      testId="usage-table"
      minWidth={720}
      headings={COLUMNS.map((column) => t(`history.usage.columns.${column}`))}
      empty={empty}
      isEmpty={rows.length === 0}
    >
      {rows.map((row) => {
        const kind = usageKind(row);
        const isHighlighted = highlighted !== null && highlighted === row.order_no;
        const refund = kind === "refund";
        return (
          <Table.Tr
            // An order has its payment and its refunds: the order number alone is not unique.
            key={`${row.order_no}:${row.create_time}:${row.deducted_amount}`}
            data-testid="usage-row"
            data-order-no={row.order_no}
            data-kind={kind}
            data-highlighted={isHighlighted}
            className={refund ? "usage-refund-row" : undefined}
            style={highlightStyle(isHighlighted)}
          >
            <Table.Td style={NOWRAP} data-column="orderNo">
              <Text fz="sm" fw={600} ff="monospace">
                {row.order_no || t("history.none")}
              </Text>
            </Table.Td>
            <Table.Td data-column="package">
              <Text fz="sm" maw={320}>
                {row.package || t("history.none")}
              </Text>
            </Table.Td>
            <Table.Td style={NOWRAP} data-column="type">
              <Badge color={refund ? "green" : "gray"} variant="light" data-testid="usage-kind">
                {t(`history.usage.type.${kind}`)}
              </Badge>
            </Table.Td>
            <Table.Td style={NOWRAP} data-column="amount">
              <Text fz="sm" fw={600} c={refund ? "green.8" : undefined} data-testid="usage-amount">
                {usageAmount(row)}
              </Text>
            </Table.Td>
            <Table.Td style={NOWRAP} data-column="time">
              {formatDateTime(row.create_time)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </HistoryTable>
  );
}
