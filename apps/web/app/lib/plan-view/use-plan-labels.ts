import { useTranslation } from "react-i18next";
import { formatUsd } from "../format-usd";
import type { PlanView } from "./describe-plan";

/** Localised texts for a plan view, shared by the pricing panel and the order summary. */
export function usePlanLabels() {
  const { t } = useTranslation();
  return {
    duration: ({ duration }: PlanView) =>
      duration.unit === "hours"
        ? t("plan.durationHours", { count: duration.value })
        : t("plan.durationDays", { count: duration.value }),
    traffic: ({ traffic }: PlanView) => {
      if (traffic.kind === "unlimited") return t("plan.trafficUnlimited");
      if (traffic.kind === "custom") return t("plan.trafficCustom");
      return t("plan.trafficGb", { gb: traffic.gb });
    },
    trafficBonus: ({ traffic }: PlanView) =>
      traffic.kind === "metered" && traffic.bonusGb > 0 ? t("plan.trafficBonus", { gb: traffic.bonusGb }) : null,
    unitPrice: ({ unitPrice }: PlanView) =>
      unitPrice === null ? null : t("plan.perGb", { price: formatUsd(unitPrice) }),
    discount: ({ discountRatio }: PlanView) =>
      discountRatio === null ? null : t("plan.discount", { ratio: discountRatio }),
  };
}
