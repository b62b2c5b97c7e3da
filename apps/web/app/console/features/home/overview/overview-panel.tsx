import { Alert, Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { consoleOverview, type OverviewTotals } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import type { OverviewPoint } from "./overview-charts";

const MoneyChart = lazy(() => import("./overview-charts").then((charts) => ({ default: charts.MoneyChart })));
const CountsChart = lazy(() => import("./overview-charts").then((charts) => ({ default: charts.CountsChart })));

type Figure = { key: string; today: string; month: string; tone?: "red" };

function FigureCard({ label, figure }: { label: string; figure: Figure }) {
  const { t } = useTranslation("console");
  return (
    <Card withBorder radius="md" padding="md" data-testid={`overview-${figure.key}`}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={figure.tone} data-testid="overview-today">
        {figure.today}
      </Text>
      <Text fz="xs" c="dimmed">
        {t("overview.thisMonth")}: <span data-testid="overview-month">{figure.month}</span>
      </Text>
    </Card>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <Suspense
        fallback={
          <Center h={260}>
            <Loader size="sm" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </Card>
  );
}

/** The day's and the month's figures, the last 30 days in charts, and the regions low on stock (issue #25 item 8). */
export function OverviewPanel() {
  const { t, i18n } = useTranslation("console");
  // Days on the reader's clock.
  const overview = useEndpointQuery(consoleOverview, { offset_minutes: -new Date().getTimezoneOffset(), days: 30 });
  if (overview.isPending) return <Loader />;
  if (overview.isError) return <Alert color="red">{t("common.loadFailed")}</Alert>;
  const { today, month, days, low_stock } = overview.data;

  const usd = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "USD" });
  const money = (dollars: number) => usd.format(dollars);
  const whole = new Intl.NumberFormat(i18n.language);
  const cents = (key: keyof OverviewTotals) => (totals: OverviewTotals) => money(totals[key] / 100);
  const number = (key: keyof OverviewTotals) => (totals: OverviewTotals) => whole.format(totals[key]);
  const figure = (key: string, show: (totals: OverviewTotals) => string, tone?: "red"): Figure => ({
    key,
    today: show(today),
    month: show(month),
    tone,
  });
  const figures: [string, Figure][] = [
    [t("overview.revenue"), figure("revenue", cents("revenue_cents"))],
    [t("overview.paidOrders"), figure("paid-orders", number("paid_orders"))],
    [t("overview.topUps"), figure("top-ups", cents("top_up_cents"))],
    [t("overview.signups"), figure("signups", number("signups"))],
    [t("overview.refunds"), figure("refunds", cents("refund_cents"))],
    [
      t("overview.failedPayments"),
      figure("failed", number("failed_payments"), today.failed_payments > 0 ? "red" : undefined),
    ],
  ];
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
  const points: OverviewPoint[] = days.map((day) => ({
    label: dayLabel.format(new Date(`${day.day}T00:00:00Z`)),
    revenue: day.revenue_cents / 100,
    topUps: day.top_up_cents / 100,
    paidOrders: day.paid_orders,
    signups: day.signups,
    failedPayments: day.failed_payments,
  }));
  const labels = {
    revenue: t("overview.revenue"),
    topUps: t("overview.topUps"),
    paidOrders: t("overview.paidOrders"),
    signups: t("overview.signups"),
    failedPayments: t("overview.failedPayments"),
  };

  return (
    <Stack gap="md" data-testid="overview">
      <Title order={2}>{t("overview.today")}</Title>
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }}>
        {figures.map(([label, entry]) => (
          <FigureCard key={entry.key} label={label} figure={entry} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t("overview.moneyChart")}>
          <MoneyChart points={points} labels={labels} money={money} />
        </ChartCard>
        <ChartCard title={t("overview.countsChart")}>
          <CountsChart points={points} labels={labels} />
        </ChartCard>
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" data-testid="overview-low-stock">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{t("overview.lowStock")}</Text>
          <Anchor component={Link} to="/console/inventory" fz="sm">
            {t("overview.toInventory")}
          </Anchor>
        </Group>
        {low_stock.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t("overview.noLowStock")}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {low_stock.map((region) => (
                <Table.Tr key={region.region_id}>
                  <Table.Td>{region.name}</Table.Td>
                  <Table.Td c="dimmed">{region.isp}</Table.Td>
                  <Table.Td ta="right" c={region.available === 0 ? "red" : undefined}>
                    {t("overview.free", { count: region.available })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
