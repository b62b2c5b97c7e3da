import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import { changePlanHref } from "../payment-query";
import { SummaryCard, type SummaryRow } from "./summary-card";

/** A wallet top-up: the amount credited, and the order number once there is one. */
export function RechargeSummary({ deposit, orderNo }: { deposit: number; orderNo: string | null }) {
  const { t } = useTranslation("payment");
  const rows: SummaryRow[] = [
    ...(orderNo ? [{ label: t("summary.orderNo"), value: orderNo, testId: "order-no" }] : []),
    { label: t("recharge.item"), value: formatUsd(deposit), testId: "recharge-amount" },
  ];
  return (
    <SummaryCard
      product={t("recharge.product")}
      changePlanTo={changePlanHref({ kind: "recharge" })}
      changeLabel={t("recharge.changeAmount")}
      rows={rows}
      total={deposit}
    />
  );
}
