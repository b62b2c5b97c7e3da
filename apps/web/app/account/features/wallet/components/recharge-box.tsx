import { Button, Card, Group, NumberInput, Slider, Stack, Text, Title } from "@mantine/core";
import {
  addToTopUp,
  clampTypedTopUp,
  initialTopUp,
  TOP_UP_MIN_DOLLARS,
  TOP_UP_QUICK_ADDS,
  topUpSliderRange,
} from "@portico/domain";
import { IconWallet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatCount } from "../../../../lib/format-count";
import { formatUsd } from "../../../../lib/format-usd";
import { followPaymentLink } from "../../../../lib/payment-view/follow-payment-link";
import { readToken } from "../../../../lib/session/token";
import { rechargePaymentPath } from "../recharge-path";

/** Whole dollars as the box shows its limits: "$10,000". */
const wholeUsd = (dollars: number) => `$${formatCount(dollars)}`;

/** Whole dollars as typed: a number, or NaN while the field is empty or not a number. */
const typed = (value: number | string) => (typeof value === "number" ? value : Number.NaN);

/**
 * The recharge box (spec 02 §2, §5): an amount from 1 to the maximum, a slider from 5, quick adds,
 * and the pay button that opens the payment view in recharge mode (card or Alipay only).
 */
export function RechargeBox({ max }: { max: number }) {
  const { t } = useTranslation("wallet");
  const navigate = useNavigate();
  const [value, setValue] = useState<number | string>(initialTopUp(max));
  const amount = clampTypedTopUp(typed(value), max);
  const slider = topUpSliderRange(max);

  // Logged out (the token has gone since the page loaded): login first, then the payment view.
  const pay = () => {
    setValue(amount);
    void followPaymentLink(rechargePaymentPath(amount), readToken() !== null, navigate);
  };

  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="recharge-heading" maw={720}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="recharge-heading">
            {t("recharge.heading")}
          </Title>
          <Text c="dimmed" fz="sm">
            {t("recharge.hint", { min: wholeUsd(TOP_UP_MIN_DOLLARS), max: wholeUsd(max) })}
          </Text>
        </Stack>
        <NumberInput
          label={t("recharge.amount")}
          value={value}
          min={TOP_UP_MIN_DOLLARS}
          max={max}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator=","
          leftSection="$"
          size="md"
          maw={280}
          // Above the maximum becomes the maximum at once; below 1 (or empty) when the field is left.
          onChange={(next) => setValue(typeof next === "number" && next > max ? max : next)}
          onBlur={() => setValue(amount)}
          data-testid="recharge-amount"
        />
        <Stack gap={4}>
          <Slider
            aria-label={t("recharge.slider")}
            min={slider.min}
            max={slider.max}
            step={1}
            value={Math.min(slider.max, Math.max(slider.min, Number.isNaN(typed(value)) ? slider.min : amount))}
            onChange={setValue}
            label={wholeUsd}
            data-testid="recharge-slider"
          />
          <Group justify="space-between" fz="xs" c="dimmed" aria-hidden>
            <span>{wholeUsd(slider.min)}</span>
            <span>{wholeUsd(slider.max)}</span>
          </Group>
        </Stack>
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            {t("recharge.quickAdd")}
          </Text>
          <Group gap="xs">
            {TOP_UP_QUICK_ADDS.map((add) => (
              <Button
                key={add}
                variant="light"
                size="sm"
                aria-label={t("recharge.quickAddLabel", { amount: formatUsd(add) })}
                onClick={() => setValue(addToTopUp(Number.isNaN(typed(value)) ? 0 : typed(value), add, max))}
                data-testid={`recharge-add-${add}`}
              >
                +{wholeUsd(add)}
              </Button>
            ))}
          </Group>
        </Stack>
        <Button
          size="md"
          leftSection={<IconWallet size={18} aria-hidden />}
          onClick={pay}
          style={{ alignSelf: "flex-start" }}
          data-testid="recharge-pay"
        >
          {t("recharge.pay", { amount: formatUsd(amount) })}
        </Button>
      </Stack>
    </Card>
  );
}
