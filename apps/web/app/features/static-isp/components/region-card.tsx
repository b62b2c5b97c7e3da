import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { StaticRegion } from "@portico/contracts";
import { periodPriceCents, type StaticPeriod } from "@portico/domain";
import { IconFlame } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../lib/format-usd";
import { regionPrices } from "../cart-line";
import { useCartStore } from "../cart-store";
import { QuantityStepper } from "./quantity-stepper";

/** Names longer than this wrap onto a second line instead of being cut (spec 01 §2). */
const LONG_NAME = 14;

/** One region: name, ISP badge, stock, price per IP for the period, and the hover stepper. */
export function RegionCard({ region, period }: { region: StaticRegion; period: StaticPeriod }) {
  const { t } = useTranslation("staticIsp");
  const quantity = useCartStore((state) => state.chooseRegionArr.find((line) => line.id === region.id)?.num ?? 0);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const price = periodPriceCents(regionPrices(region), period) / 100;
  const soldOut = region.stock <= 0;

  return (
    <Card
      withBorder
      padding="md"
      className="region-card"
      data-testid="region-card"
      data-region-code={region.country_code}
      data-selected={quantity > 0 || undefined}
      data-sold-out={soldOut || undefined}
    >
      <Stack gap={8}>
        <Text
          fw={700}
          lh={1.3}
          className="region-name"
          data-long={region.country_name.length > LONG_NAME || undefined}
          data-testid="region-name"
        >
          {region.country_name}
        </Text>
        <Group gap={6}>
          <Badge variant="outline" color="portico" size="sm" tt="none" data-testid="region-isp">
            {t("card.isp", { isp: region.isp })}
          </Badge>
          {region.hot ? (
            <Badge color="orange" variant="light" size="sm" leftSection={<IconFlame size={12} aria-hidden />}>
              {t("card.hot")}
            </Badge>
          ) : null}
          <Text fz="xs" c="dimmed">
            {region.country_code}
          </Text>
        </Group>
        <Group justify="space-between" align="baseline">
          <Text fz="sm" c={soldOut ? "red.7" : "dimmed"} data-testid="region-stock" data-stock={region.stock}>
            {soldOut ? t("card.soldOut") : t("card.stock", { count: region.stock })}
          </Text>
          <Text data-testid="region-price">
            <Text span fw={800} fz="lg" c="portico.9">
              {formatUsd(price)}
            </Text>
            <Text span fz="xs" c="dimmed">
              {" "}
              {t("card.perIp")}
            </Text>
          </Text>
        </Group>
        <div className="region-stepper">
          <QuantityStepper
            regionName={region.country_name}
            stock={region.stock}
            quantity={quantity}
            getQuantity={() => useCartStore.getState().chooseRegionArr.find((line) => line.id === region.id)?.num ?? 0}
            onChange={(num) => setQuantity(region, num)}
            testId="region-stepper"
          />
        </div>
      </Stack>
    </Card>
  );
}
