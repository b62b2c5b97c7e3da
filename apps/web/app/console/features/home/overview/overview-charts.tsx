import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";

import { BarChart, LineChart } from "@mantine/charts";

// The overview's charts, a chunk of their own (recharts and @mantine/charts), loaded when the
// overview is about to show them: no other console screen carries them.

export type OverviewPoint = {
  label: string;
  revenue: number;
  topUps: number;
  paidOrders: number;
  signups: number;
  failedPayments: number;
};

type Labels = { revenue: string; topUps: string; paidOrders: string; signups: string; failedPayments: string };

/** Money per day (USD): what orders brought in, and what was topped up, side by side. */
export function MoneyChart({
  points,
  labels,
  money,
}: {
  points: OverviewPoint[];
  labels: Labels;
  money: (dollars: number) => string;
}) {
  return (
    <BarChart
      h={260}
      data={points}
      dataKey="label"
      series={[
        { name: "revenue", label: labels.revenue, color: "orange.6" },
        { name: "topUps", label: labels.topUps, color: "teal.6" },
      ]}
      withLegend
      legendProps={{ verticalAlign: "top", height: 36 }}
      valueFormatter={money}
      yAxisProps={{ width: 70 }}
      xAxisProps={{ minTickGap: 16 }}
      tooltipAnimationDuration={150}
      data-testid="overview-money-chart"
    />
  );
}

/** Counts per day: paid orders, signups, failed payments. */
export function CountsChart({ points, labels }: { points: OverviewPoint[]; labels: Labels }) {
  return (
    <LineChart
      h={260}
      data={points}
      dataKey="label"
      series={[
        { name: "paidOrders", label: labels.paidOrders, color: "dark.6" },
        { name: "signups", label: labels.signups, color: "blue.6" },
        { name: "failedPayments", label: labels.failedPayments, color: "red.6" },
      ]}
      withLegend
      legendProps={{ verticalAlign: "top", height: 36 }}
      curveType="monotone"
      withDots={points.length <= 31}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      xAxisProps={{ minTickGap: 16 }}
      tooltipAnimationDuration={150}
      data-testid="overview-counts-chart"
    />
  );
}
