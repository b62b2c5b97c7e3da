import { Badge, Button, Group, Table, Text } from "@mantine/core";
import type { OrderRow } from "@portico/contracts";
import { PayStatus } from "@portico/contracts/codes";
import { unpaidSecondsLeft } from "@portico/domain";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PROXY_GENERATOR_HREF, staticIpsHref } from "../../../components/ucenter-links";
import { ORDER_COLUMNS, type ShownPayStatus, shownPayStatus } from "../order-columns";
import type { OrderListKind } from "../order-list-kind";
import { OrderInvoiceButton } from "./invoice-button";
import { UnpaidActions } from "./unpaid-actions";

const STATUS_COLORS: Record<ShownPayStatus, string> = {
  "1": "orange",
  "2": "green",
  "3": "gray",
  "4": "red",
  closed: "gray",
};

/** The actions stay in view while the table scrolls sideways (narrow screens, the static list's many columns). */
const ACTIONS_CELL = {
  position: "sticky",
  insetInlineEnd: 0,
  backgroundColor: "var(--mantine-color-body)",
  boxShadow: "-6px 0 8px -8px rgb(0 0 0 / 0.35)",
} as const;

type OrderTableProps = {
  kind: OrderListKind;
  rows: OrderRow[];
  /** The server's time, in seconds, for the countdowns. */
  now: number;
  highlighted: string | null;
  onPay: (row: OrderRow) => void;
  onCancel: (row: OrderRow) => void;
  /** Whether filters are applied: an empty list then says "no match", not "no orders yet". */
  filtered: boolean;
};

type Cell = { row: OrderRow; shown: ShownPayStatus; t: TFunction<"orders"> };

/**
 * The table's columns: the export's texts (`ORDER_COLUMNS`), some paired in one cell so the
 * actions fit beside them on a laptop — the title under the order number, the pay type under
 * the amount paid, the pay time under the creation time.
 */
function tableColumns(kind: OrderListKind) {
  const byId = new Map(ORDER_COLUMNS[kind].map((column) => [column.id, column]));
  const text = (id: string, { row, t, shown }: Cell) => byId.get(id)?.text(row, t, shown) ?? "";
  const plain = (id: string) => ({
    id,
    labelKey: byId.get(id)?.labelKey ?? "columns.orderNo",
    cell: (c: Cell) => text(id, c),
  });
  const paired = (id: string, second: string, { mono = false, labelKey = byId.get(id)?.labelKey } = {}) => ({
    id,
    labelKey: labelKey ?? "columns.orderNo",
    cell: (c: Cell) => (
      <>
        <Text fz="sm" fw={mono ? 600 : undefined} ff={mono ? "monospace" : undefined}>
          {text(id, c)}
        </Text>
        {text(second, c) !== c.t("none") && (
          <Text fz="xs" c="dimmed" maw={260} style={{ whiteSpace: "normal" }}>
            {text(second, c)}
          </Text>
        )}
      </>
    ),
  });
  // The static list's deal status goes under the pay status: both say where the order stands.
  const status = {
    id: "payStatus",
    labelKey: kind === "static" ? ("columns.statuses" as const) : ("columns.payStatus" as const),
    cell: (c: Cell) => (
      <>
        <Badge color={STATUS_COLORS[c.shown]} variant="light" data-testid="pay-status">
          {text("payStatus", c)}
        </Badge>
        {byId.has("dealStatus") && (
          <Text fz="xs" c="dimmed" mt={4} data-testid="deal-status">
            {text("dealStatus", c)}
          </Text>
        )}
      </>
    ),
  };
  return kind === "static"
    ? [
        paired("orderNo", "package", { mono: true }),
        plain("region"),
        plain("quantity"),
        plain("duration"),
        plain("total"),
        paired("paid", "payType"),
        status,
        plain("refund"),
        paired("created", "payTime", { labelKey: "columns.times" }),
      ]
    : [
        paired("orderNo", "package", { mono: true }),
        plain("traffic"),
        plain("days"),
        plain("total"),
        paired("paid", "payType"),
        status,
        paired("created", "payTime", { labelKey: "columns.times" }),
      ];
}

/** The rows of an order list, with each row's actions: pay and cancel while unpaid, the invoice once paid. */
export function OrderTable({ kind, rows, now, highlighted, onPay, onCancel, filtered }: OrderTableProps) {
  const { t } = useTranslation("orders");
  const columns = tableColumns(kind);
  // No table for no rows: its columns would push the message off a phone's screen.
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="orders-empty">
        {filtered ? t("empty") : t("emptyNone")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={kind === "static" ? 980 : 900}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="order-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} style={{ whiteSpace: "nowrap" }}>
                {t(column.labelKey)}
              </Table.Th>
            ))}
            <Table.Th style={ACTIONS_CELL}>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                  <Table.Td key={column.id} style={{ whiteSpace: "nowrap" }} data-column={column.id}>
                    {column.cell({ row, shown, t })}
                  </Table.Td>
                ))}
                <Table.Td style={ACTIONS_CELL}>
                  {shown === "1" && secondsLeft > 0 ? (
                    <UnpaidActions
                      orderNo={row.order_no}
                      secondsLeft={secondsLeft}
                      onPay={() => onPay(row)}
                      onCancel={() => onCancel(row)}
                    />
                  ) : row.pay_status === PayStatus.Paid && kind === "static" ? (
                    <Group gap={6} wrap="nowrap">
                      <Button
                        component={Link}
                        to={staticIpsHref(row.order_no)}
                        size="compact-sm"
                        variant="light"
                        aria-label={t("actions.ipsLabel", { orderNo: row.order_no })}
                        data-testid="order-ips-link"
                      >
                        {t("actions.ips")}
                      </Button>
                      <OrderInvoiceButton orderNo={row.order_no} />
                    </Group>
                  ) : row.pay_status === PayStatus.Paid && kind === "residential" ? (
                    <Group gap={6} wrap="nowrap">
                      <Button
                        component={Link}
                        to={PROXY_GENERATOR_HREF}
                        size="compact-sm"
                        variant="light"
                        aria-label={t("actions.proxiesLabel", { orderNo: row.order_no })}
                        data-testid="order-generator-link"
                      >
                        {t("actions.proxies")}
                      </Button>
                      <OrderInvoiceButton orderNo={row.order_no} />
                    </Group>
                  ) : row.pay_status === PayStatus.Paid ? (
                    <OrderInvoiceButton orderNo={row.order_no} />
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
