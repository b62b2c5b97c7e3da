import { Card, Divider, Group, Stack, Table, Text } from "@mantine/core";
import type { ResidentialPackage } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import { describePlan } from "../../../../lib/plan-view/describe-plan";
import { usePlanLabels } from "../../../../lib/plan-view/use-plan-labels";
import { changePlanHref } from "../payment-query";
import { OrderSummaryHeader } from "./order-summary-header";

type SummaryRow = { label: string; value: string; struck?: boolean };

/** The chosen residential package as an order line; the total is the server's pre-order price. */
export function OrderSummary({ pkg, payPrice }: { pkg: ResidentialPackage; payPrice: number }) {
  const { t } = useTranslation("payment");
  const labels = usePlanLabels();
  const view = describePlan(pkg);
  const bonus = labels.trafficBonus(view);
  const unitPrice = labels.unitPrice(view);

  const rows: SummaryRow[] = [
    { label: t("summary.item"), value: pkg.display_title },
    { label: t("summary.traffic"), value: bonus ? `${labels.traffic(view)} (${bonus})` : labels.traffic(view) },
    { label: t("summary.duration"), value: labels.duration(view) },
    ...(view.showListPrice ? [{ label: t("summary.listPrice"), value: formatUsd(pkg.price), struck: true }] : []),
    { label: t("summary.salePrice"), value: formatUsd(pkg.sale_price) },
    ...(unitPrice ? [{ label: t("summary.unitPrice"), value: unitPrice }] : []),
  ];

  return (
    <Card
      p={{ base: "md", xs: "xl" }}
      data-testid="order-summary"
      component="section"
      aria-labelledby="order-summary-heading"
    >
      <Stack gap="md">
        <OrderSummaryHeader
          product={t("summary.product")}
          changePlanTo={changePlanHref({ kind: "residential", packageId: pkg.id })}
        />
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            {rows.map(({ label, value, struck }) => (
              <Table.Tr key={label}>
                <Table.Th fw={400} c="dimmed" bg="transparent" w="40%">
                  {label}
                </Table.Th>
                <Table.Td ta="right" fw={600} td={struck ? "line-through" : undefined}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t("summary.total")}</Text>
          <Text fz={28} fw={800} c="portico.9" data-testid="order-total">
            {formatUsd(payPrice)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
