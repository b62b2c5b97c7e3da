import { Group, List, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PlanView } from "../../../../lib/plan-view/describe-plan";
import { usePlanLabels } from "../../../../lib/plan-view/use-plan-labels";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <List.Item>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        <Text fz="sm" fw={600} ta="right" component="div">
          {children}
        </Text>
      </Group>
    </List.Item>
  );
}

/** The feature rows of spec 01 §2: traffic, IP amount, country selection, dedicated server, sub-account. */
export function PlanFeatures({ view, title }: { view: PlanView; title: string }) {
  const { t } = useTranslation("residential");
  const labels = usePlanLabels();
  const bonus = labels.trafficBonus(view);
  const included = (
    <IconCheck size={18} color="var(--mantine-color-teal-7)" role="img" aria-label={t("panel.features.included")} />
  );

  return (
    <List
      listStyleType="none"
      spacing={8}
      aria-label={t("panel.features.label", { title })}
      styles={{ itemWrapper: { width: "100%" }, itemLabel: { width: "100%" } }}
    >
      <Row label={t("panel.features.traffic")}>
        {labels.traffic(view)}
        {bonus ? (
          <Text fz="xs" c="teal.9" fw={500}>
            {bonus}
          </Text>
        ) : null}
      </Row>
      <Row label={t("panel.features.ipAmount")}>{t("panel.features.ipUnlimited")}</Row>
      <Row label={t("panel.features.countrySelection")}>{included}</Row>
      <Row label={t("panel.features.dedicatedServer")}>{included}</Row>
      <Row label={t("panel.features.subAccount")}>{included}</Row>
    </List>
  );
}
