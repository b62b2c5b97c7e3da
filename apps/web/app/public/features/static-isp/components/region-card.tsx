import type { StaticRegion } from "@portico/contracts";
import { periodPriceCents, pricesOf, type StaticPeriod } from "@portico/domain";
import { IconFlame } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import { useCartQuantity } from "../use-cart-quantity";
import { QuantityStepper } from "./quantity-stepper";

/** Names longer than this wrap onto a second line instead of being cut (spec 01 §2). */
const LONG_NAME = 14;

/**
 * One region: name, ISP badge, stock, price per IP for the period, and the hover stepper.
 * Memoised: the panel re-renders when the stored cart is read after hydration or a line
 * changes, and only the cards whose own quantity changed need to follow (their selector).
 */
export const RegionCard = memo(function RegionCard({ region, period }: { region: StaticRegion; period: StaticPeriod }) {
  const { t } = useTranslation("staticIsp");
  const { quantity, current, change } = useCartQuantity(region);
  const price = periodPriceCents(pricesOf(region), period) / 100;
  const soldOut = region.stock <= 0;

  // Plain elements drawn like Mantine's Card, Badge and ActionIcon (region-card.css): the panel
  // hydrates ~40 cards at once, and each Mantine component costs style resolution on a phone.
  return (
    <article
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
          <span className="plain-badge" data-variant="outline" data-testid="region-isp">
            {t("card.isp", { isp: region.isp })}
          </span>
          {region.hot ? (
            <span className="plain-badge" data-variant="hot">
              <IconFlame size={12} aria-hidden />
              {t("card.hot")}
            </span>
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
            getQuantity={current}
            onChange={change}
            testId="region-stepper"
          />
        </div>
      </div>
    </article>
  );
});
