import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { checkoutBlock, periodPriceCents, type StaticPeriod, TEST_IP_HOURS } from "@portico/domain";
import { IconAlertTriangle, IconShoppingCart, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Notice } from "../../../components/notice/notice";
import { formatUsd } from "../../../lib/format-usd";
import { useIsLoggedIn } from "../../../lib/session/token";
import { useCartStore } from "../cart-store";
import { staticCheckoutHref } from "../checkout-href";
import { QuantityStepper } from "./quantity-stepper";

/** The chosen regions with steppers, the total for the period and checkout (spec 01 §2, §5). */
export function CartSummary({ period, leftTestIps }: { period: StaticPeriod; leftTestIps: number }) {
  const { t } = useTranslation("staticIsp");
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const lines = useCartStore((state) => state.chooseRegionArr);
  const totalInfo = useCartStore((state) => state.totalInfo);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const block = checkoutBlock(lines, period, leftTestIps);

  return (
    <Paper withBorder p="lg" radius="md" data-testid="cart-summary" component="section" aria-labelledby="cart-heading">
      <Stack gap="md">
        <Group gap="xs">
          <IconShoppingCart size={20} aria-hidden />
          <Title order={2} fz="h4" id="cart-heading">
            {t("summary.heading")}
          </Title>
        </Group>
        <Text fz="sm" c="dimmed">
          {t("summary.period", { period: t(`period.${period}`) })}
          {period === "test" ? ` · ${t("summary.testTerms", { hours: TEST_IP_HOURS })}` : ""}
        </Text>
        {lines.length === 0 ? (
          <Text fz="sm" c="dimmed" data-testid="cart-empty">
            {t("summary.empty")}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {lines.map((line) => (
              <Stack
                key={line.id}
                component="li"
                gap={6}
                data-testid="cart-line"
                data-region-code={line.country_code}
                data-quantity={line.num}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} fz="sm" style={{ overflowWrap: "anywhere" }}>
                    {line.country_name}
                  </Text>
                  <button
                    type="button"
                    className="close-button focus-ring"
                    aria-label={t("summary.remove", { region: line.country_name })}
                    onClick={() => setQuantity(line, 0)}
                  >
                    <IconX size={16} aria-hidden />
                  </button>
                </Group>
                <Group justify="space-between" wrap="nowrap">
                  <QuantityStepper
                    regionName={line.country_name}
                    stock={line.stock}
                    quantity={line.num}
                    getQuantity={() =>
                      useCartStore.getState().chooseRegionArr.find((item) => item.id === line.id)?.num ?? 0
                    }
                    onChange={(num) => setQuantity(line, num)}
                    testId="cart-stepper"
                  />
                  <Text fz="sm" fw={600}>
                    {formatUsd((periodPriceCents(line.prices, period) * line.num) / 100)}
                  </Text>
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
        <Divider />
        <Group justify="space-between">
          <Text c="dimmed" fz="sm">
            {t("summary.ips", { count: totalInfo.ips })}
          </Text>
          <Text c="dimmed" fz="sm">
            {t("summary.regions", { count: lines.length })}
          </Text>
        </Group>
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{t("summary.total")}</Text>
          <Text fz={28} fw={800} c="portico.9" data-testid="cart-total">
            {formatUsd(totalInfo.total)}
          </Text>
        </Group>
        {block?.reason === "test-limit" ? (
          <Notice color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} data-testid="test-limit-warning">
            {t("summary.testLimit", { count: block.remaining })}
          </Notice>
        ) : null}
        <Button
          size="md"
          fullWidth
          disabled={block !== null}
          data-testid="checkout"
          onClick={() => navigate(staticCheckoutHref(lines, period, loggedIn))}
        >
          {t("summary.checkout")}
        </Button>
        {block?.reason === "empty" ? (
          <Text fz="xs" c="dimmed" ta="center">
            {t("summary.needRegion")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
