import { Card, Divider, Group, Stack, Table, Text } from "@mantine/core";
import { cartIpCount, TEST_IP_HOURS } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import type { OrderSelection } from "../load-order-selection";
import { changePlanHref } from "../payment-query";
import { OrderSummaryHeader } from "./order-summary-header";

type StaticSelection = Extract<OrderSelection, { kind: "static" }>;

/**
 * A static order: regions, quantities, the period and the server's price. "Change plan" leads
 * where spec 01 §2 says for a static order that is not a renewal: the IP manager.
 */
export function StaticOrderSummary({ selection }: { selection: StaticSelection }) {
  const { t } = useTranslation(["payment", "staticIsp"]);
  const ips = cartIpCount(selection.lines);

  return (
    <Card
      p={{ base: "md", xs: "xl" }}
      data-testid="order-summary"
      component="section"
      aria-labelledby="order-summary-heading"
    >
      <Stack gap="md">
        <OrderSummaryHeader product={t("payment:static.product")} changePlanTo={changePlanHref({ kind: "static" })} />
        <Table withRowBorders verticalSpacing={6} data-testid="static-order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("payment:static.region")}</Table.Th>
              <Table.Th ta="right">{t("payment:static.quantity")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selection.lines.map((line) => (
              <Table.Tr key={line.id} data-testid="static-order-line" data-region-id={line.id}>
                <Table.Td>
                  <Text fw={600} fz="sm">
                    {line.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {line.isp}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {line.quantity}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text c="dimmed">{t("payment:static.period")}</Text>
          <Text fw={600} data-testid="static-order-period">
            {t(`staticIsp:period.${selection.period}`)}
            {selection.period === "test" ? ` · ${t("staticIsp:summary.testTerms", { hours: TEST_IP_HOURS })}` : ""}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text c="dimmed">{t("payment:static.ips")}</Text>
          <Text fw={600}>{ips}</Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t("payment:summary.total")}</Text>
          <Text fz={28} fw={800} c="portico.9" data-testid="order-total">
            {formatUsd(selection.payPrice)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
