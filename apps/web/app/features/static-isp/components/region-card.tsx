import { Badge, Card } from "@mantine/core";
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

  // Plain elements with classes inside the card (styles/app.css): the panel hydrates ~40 cards
  // at once, and each Mantine layout component costs style resolution on a phone's CPU.
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
      <div className="region-card-body">
        <p
          className="region-name"
          data-long={region.country_name.length > LONG_NAME || undefined}
          data-testid="region-name"
        >
          {region.country_name}
        </p>
        <div className="region-tags">
          <Badge variant="outline" color="portico" size="sm" tt="none" data-testid="region-isp">
            {t("card.isp", { isp: region.isp })}
          </Badge>
          {region.hot ? (
            <Badge color="red.9" variant="filled" size="sm" leftSection={<IconFlame size={12} aria-hidden />}>
              {t("card.hot")}
            </Badge>
          ) : null}
          <span className="region-code">{region.country_code}</span>
        </div>
        <div className="region-figures">
          <p className="region-stock" data-testid="region-stock" data-stock={region.stock}>
            {soldOut ? t("card.soldOut") : t("card.stock", { count: region.stock })}
          </p>
          <p className="region-price" data-testid="region-price">
            <span className="region-price-amount">{formatUsd(price)}</span>
            <span className="region-price-unit"> {t("card.perIp")}</span>
          </p>
        </div>
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
      </div>
    </Card>
  );
}
