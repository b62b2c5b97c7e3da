import type { StaticPeriod } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { changePlanHref } from "../payment-query";
import { SummaryCard } from "./summary-card";

/** A renewal of owned static IPs for one period, at the server's price. */
export function RenewalSummary({
  period,
  ipCount,
  payPrice,
}: {
  period: StaticPeriod;
  ipCount: number;
  payPrice: number;
}) {
  const { t } = useTranslation(["payment", "staticIsp"]);
  return (
    <SummaryCard
      product={t("payment:renewal.product")}
      changePlanTo={changePlanHref({ kind: "renewal" })}
      rows={[
        { label: t("payment:renewal.ips"), value: ipCount, testId: "renewal-ips" },
        { label: t("payment:static.period"), value: t(`staticIsp:period.${period}`) },
      ]}
      total={payPrice}
    />
  );
}
