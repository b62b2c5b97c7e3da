import { Table, Text } from "@mantine/core";
import type { OrderInfo } from "@portico/contracts";
import { OrderType, RENEW_TYPE } from "@portico/contracts/codes";
import { isStaticPeriod, planDuration, planTrafficGb } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import { changePlanHref } from "../payment-query";
import { SummaryCard, type SummaryRow } from "./summary-card";

/** The change-plan target of a placed order, by what it buys (spec 01 §2). */
function changePlanOf(order: OrderInfo): string {
  if (order.type === OrderType.Residential) return changePlanHref({ kind: "residential", packageId: order.package_id });
  return changePlanHref({ kind: order.renew_type === RENEW_TYPE ? "renewal" : "static" });
}

/** An order that exists (back from a provider, or an unpaid one paid later), as the server has it. */
export function PlacedOrderSummary({ order }: { order: OrderInfo }) {
  const { t } = useTranslation(["payment", "staticIsp", "common"]);
  const residential = order.type === OrderType.Residential;
  const product = residential
    ? t("payment:summary.product")
    : order.renew_type === RENEW_TYPE
      ? t("payment:renewal.product")
      : t("payment:static.product");
  const duration = planDuration(order.days);
  const rows: SummaryRow[] = [
    { label: t("payment:summary.orderNo"), value: order.order_no, testId: "order-no" },
    { label: t("payment:summary.item"), value: order.title },
    ...(residential
      ? [
          {
            label: t("payment:summary.traffic"),
            value: t("common:plan.trafficGb", { gb: planTrafficGb(order.flow, 0) }),
          },
          {
            label: t("payment:summary.duration"),
            value:
              duration.unit === "hours"
                ? t("common:plan.durationHours", { count: duration.value })
                : t("common:plan.durationDays", { count: duration.value }),
          },
        ]
      : order.date_unit && isStaticPeriod(order.date_unit)
        ? [{ label: t("payment:static.period"), value: t(`staticIsp:period.${order.date_unit}`) }]
        : []),
    ...(order.discount > 0
      ? [
          { label: t("payment:summary.salePrice"), value: formatUsd(order.total_price) },
          { label: t("payment:summary.discount"), value: `−${formatUsd(order.discount)}` },
        ]
      : []),
  ];
  return (
    <SummaryCard product={product} changePlanTo={changePlanOf(order)} rows={rows} total={order.pay_price}>
      {residential ? null : (
        <Table withRowBorders verticalSpacing={6} data-testid="static-order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("payment:static.region")}</Table.Th>
              <Table.Th ta="right">{t("payment:static.quantity")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={`${item.region}:${item.unit_price}`} data-testid="static-order-line">
                <Table.Td>
                  <Text fw={600} fz="sm">
                    {item.region}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {item.quantity}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SummaryCard>
  );
}
