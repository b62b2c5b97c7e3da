import { PAID_STATIC_PERIODS, type StaticPeriod } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { SegmentedChoice } from "../../../../components/segmented-choice/segmented-choice";

type PeriodTabsProps = { value: StaticPeriod; testAllowed: boolean; onChange: (period: StaticPeriod) => void };

/** Billing period tabs; the free test tab only for customers who may take test IPs. */
export function PeriodTabs({ value, testAllowed, onChange }: PeriodTabsProps) {
  const { t } = useTranslation("staticIsp");
  const periods: StaticPeriod[] = testAllowed ? ["test", ...PAID_STATIC_PERIODS] : [...PAID_STATIC_PERIODS];
  return (
    <SegmentedChoice
      value={value}
      onChange={onChange}
      data={periods.map((period) => ({ value: period, label: t(`period.${period}`) }))}
      aria-label={t("period.label")}
      data-testid="period-tabs"
      size="md"
      fullWidth
    />
  );
}
