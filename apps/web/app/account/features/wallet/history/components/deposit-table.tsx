import { Table, Text } from "@mantine/core";
import { PayStatus } from "@portico/contracts/codes";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../../lib/format-date-time";
import { formatUsd } from "../../../../../lib/format-usd";
import { type DepositRow, formatPaidMoney, payTypeKey } from "../history-columns";
import { highlightStyle, NOWRAP } from "./history-row-style";
import { HistoryTable } from "./history-table";
import { RechargeInvoiceButton } from "./recharge-invoice-button";

const COLUMNS = ["orderNo", "deposit", "paid", "payType", "payTime", "invoice"] as const;

type DepositTableProps = {
  rows: DepositRow[];
  highlighted: string | null;
  /** Shown instead of the table when the list is empty. */
  empty: React.ReactNode;
  /** The recent top-ups on the wallet page leave the invoice out. */
  withInvoice?: boolean;
};

/**
 * Top-ups (spec 02 §2 Deposit history): order number, deposit amount, paid money (¥ for cny),
 * pay type, pay time (-- until paid) and the invoice of a paid one.
 */
export function DepositTable({ rows, highlighted, empty, withInvoice = true }: DepositTableProps) {
  const { t } = useTranslation("wallet");
  const none = t("history.none");
  const columns = withInvoice ? COLUMNS : COLUMNS.filter((column) => column !== "invoice");
  return (
    <HistoryTable
      testId="deposit-table"
      minWidth={withInvoice ? 760 : 640}
      headings={columns.map((column) => t(`history.deposit.columns.${column}`))}
      empty={empty}
      isEmpty={rows.length === 0}
    >
      {rows.map((row) => {
        const isHighlighted = highlighted === row.order_no;
        const payType = payTypeKey(row.pay_type);
        const paid = row.pay_status === PayStatus.Paid;
        return (
          <Table.Tr
            key={row.order_no}
            data-testid="deposit-row"
            data-order-no={row.order_no}
            data-highlighted={isHighlighted}
            style={highlightStyle(isHighlighted)}
          >
            <Table.Td style={NOWRAP} data-column="orderNo">
              <Text fz="sm" fw={600} ff="monospace">
                {row.order_no}
              </Text>
            </Table.Td>
            <Table.Td style={NOWRAP} data-column="deposit">
              {formatUsd(row.deposit)}
            </Table.Td>
            <Table.Td style={NOWRAP} data-column="paid">
              {paid ? formatPaidMoney(row.pay_price, row.pay_currency) : none}
            </Table.Td>
            <Table.Td style={NOWRAP} data-column="payType">
              {payType ? t(`history.deposit.payType.${payType}`) : none}
            </Table.Td>
            <Table.Td style={NOWRAP} data-column="payTime">
              {formatDateTime(row.pay_time)}
            </Table.Td>
            {withInvoice && (
              <Table.Td style={NOWRAP} data-column="invoice">
                {paid ? <RechargeInvoiceButton orderNo={row.order_no} /> : none}
              </Table.Td>
            )}
          </Table.Tr>
        );
      })}
    </HistoryTable>
  );
}
