import { Group, Stack, Text } from "@mantine/core";
import { periodPriceCents, type StaticPeriod } from "@portico/domain";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import type { CartLine } from "../cart-line";
import { useCartQuantity } from "../use-cart-quantity";
import { QuantityStepper } from "./quantity-stepper";

/** One chosen region in the summary: name, remove button, stepper and the line's price. */
export function CartSummaryLine({ line, period }: { line: CartLine; period: StaticPeriod }) {
  const { t } = useTranslation("staticIsp");
  const { quantity, current, change } = useCartQuantity(line);

  return (
    <Stack component="li" gap={6} data-testid="cart-line" data-region-code={line.countryCode} data-quantity={quantity}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} fz="sm" style={{ overflowWrap: "anywhere" }}>
          {line.name}
        </Text>
        <button
          type="button"
          className="close-button focus-ring"
          aria-label={t("summary.remove", { region: line.name })}
          onClick={() => change(0)}
        >
          <IconX size={16} aria-hidden />
        </button>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <QuantityStepper
          regionName={line.name}
          stock={line.stock}
          quantity={quantity}
          getQuantity={current}
          onChange={change}
          testId="cart-stepper"
        />
        <Text fz="sm" fw={600}>
          {formatUsd((periodPriceCents(line.prices, period) * quantity) / 100)}
        </Text>
      </Group>
    </Stack>
  );
}
