import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { cartIpCount, cartTotalDollars, checkoutBlock, type StaticPeriod, TEST_IP_HOURS } from "@portico/domain";
import { IconAlertTriangle, IconShoppingCart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Notice } from "../../../../components/notice/notice";
import { formatUsd } from "../../../../lib/format-usd";
import { useIsLoggedIn } from "../../../../lib/session/token";
import { useCartStore } from "../cart-store";
import { CartSummaryLine } from "./cart-summary-line";

/** The chosen regions with steppers, the total for the period and checkout (spec 01 §2, §5). */
export function CartSummary({ period, leftTestIps }: { period: StaticPeriod; leftTestIps: number }) {
  const { t } = useTranslation("staticIsp");
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const lines = useCartStore((state) => state.lines);
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
              <CartSummaryLine key={line.id} line={line} period={period} />
            ))}
          </Stack>
        )}
        <hr className="plain-divider" />
        <Group justify="space-between">
          <Text c="dimmed" fz="sm">
            {t("summary.ips", { count: cartIpCount(lines) })}
          </Text>
          <Text c="dimmed" fz="sm">
            {t("summary.regions", { count: lines.length })}
          </Text>
        </Group>
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{t("summary.total")}</Text>
          <Text fz={28} fw={800} c="portico.9" data-testid="cart-total">
            {formatUsd(cartTotalDollars(lines, period))}
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
          // Logged in: the payment view opens over the panel; logged out: login, then /payment. The
          // link's code loads with the click.
          onClick={() => void import("../checkout").then(({ checkout }) => checkout(lines, period, loggedIn, navigate))}
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
