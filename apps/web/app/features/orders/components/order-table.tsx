import { Badge, Table, Text } from "@mantine/core";
import type { OrderRow } from "@portico/contracts";
import { PayStatus } from "@portico/contracts/codes";
import { unpaidSecondsLeft } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { ORDER_COLUMNS, type ShownPayStatus, shownPayStatus } from "../order-columns";
import type { OrderListKind } from "../order-list-kind";
import { InvoiceButton } from "./invoice-button";
import { UnpaidActions } from "./unpaid-actions";

const STATUS_COLORS: Record<ShownPayStatus, string> = {
  "1": "orange",
  "2": "green",
  "3": "gray",
  "4": "red",
  closed: "gray",
};

type OrderTableProps = {
  kind: OrderListKind;
  rows: OrderRow[];
  /** The server's time, in seconds, for the countdowns. */
  now: number;
  highlighted: string | null;
  onPay: (row: OrderRow) => void;
  onCancel: (row: OrderRow) => void;
};

/** The rows of an order list, with each row's actions: pay and cancel while unpaid, the invoice once paid. */
export function OrderTable({ kind, rows, now, highlighted, onPay, onCancel }: OrderTableProps) {
  const { t } = useTranslation("orders");
  const columns = ORDER_COLUMNS[kind];
  return (
    <Table.ScrollContainer minWidth={kind === "static" ? 1400 : 1150}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="order-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} style={{ whiteSpace: "nowrap" }}>
                {t(column.labelKey)}
              </Table.Th>
            ))}
            <Table.Th>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <Text c="dimmed" ta="center" py="lg" data-testid="orders-empty">
                  {t("empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const secondsLeft = row.pay_status === PayStatus.Unpaid ? unpaidSecondsLeft(row, now) : 0;
            const shown = shownPayStatus(row, secondsLeft === 0);
            const isHighlighted = highlighted === row.order_no;
            return (
              <Table.Tr
                key={row.order_no}
                data-testid="order-row"
                data-order-no={row.order_no}
                data-pay-status={shown}
                data-highlighted={isHighlighted}
                style={{
                  backgroundColor: isHighlighted ? "var(--mantine-color-yellow-light)" : undefined,
                  transition: "background-color 400ms ease",
                }}
              >
                {columns.map((column) => (
                  <Table.Td key={column.id} style={{ whiteSpace: column.id === "package" ? undefined : "nowrap" }}>
                    {column.id === "payStatus" ? (
                      <Badge color={STATUS_COLORS[shown]} variant="light" data-testid="pay-status">
                        {column.text(row, t, shown)}
                      </Badge>
                    ) : (
                      column.text(row, t, shown)
                    )}
                  </Table.Td>
                ))}
                <Table.Td>
                  {shown === "1" && secondsLeft > 0 ? (
                    <UnpaidActions
                      orderNo={row.order_no}
                      secondsLeft={secondsLeft}
                      onPay={() => onPay(row)}
                      onCancel={() => onCancel(row)}
                    />
                  ) : row.pay_status === PayStatus.Paid ? (
                    <InvoiceButton orderNo={row.order_no} />
                  ) : (
                    t("none")
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
