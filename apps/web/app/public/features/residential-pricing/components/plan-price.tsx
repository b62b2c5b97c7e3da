import { Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ResidentialPackage } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import type { PlanView } from "../../../../lib/plan-view/describe-plan";
import { usePlanLabels } from "../../../../lib/plan-view/use-plan-labels";

export function PlanPrice({ pkg, view }: { pkg: ResidentialPackage; view: PlanView }) {
  const { t } = useTranslation("residential");
  const labels = usePlanLabels();
  const unitPrice = labels.unitPrice(view);

  return (
    <Stack gap={4}>
      <Group gap={6} align="baseline" wrap="wrap">
        <Text fz={32} fw={800} lh={1.15} c="portico.9">
          <VisuallyHidden>{t("panel.salePrice")}</VisuallyHidden>
          {view.isCustom ? t("panel.customPrice") : formatUsd(pkg.sale_price)}
        </Text>
        {view.showListPrice ? (
          <Text component="s" c="gray.7" fz="md" td="line-through">
            <VisuallyHidden>{t("panel.listPrice")}</VisuallyHidden>
            {formatUsd(pkg.price)}
          </Text>
        ) : null}
      </Group>
      {unitPrice ? (
        <Text fz="sm" fw={600} c="portico.8">
          {unitPrice}
        </Text>
      ) : null}
      {view.isCustom ? null : (
        <Text fz="sm" c="dimmed">
          {t("panel.validity", { duration: labels.duration(view) })}
        </Text>
      )}
    </Stack>
  );
}
