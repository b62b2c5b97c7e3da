// The legend draws its colours with ColorSwatch, whose styles the app's stylesheet does not carry.
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";

import { AreaChart } from "@mantine/charts";
import { formatTraffic, trafficAxisUnit } from "@portico/domain";

// The dashboard's traffic chart, a chunk of its own (recharts and @mantine/charts): the dashboard
// imports this module dynamically when the chart is about to show, so no other page — public or
// user centre — and no other dashboard tab loads it.

export type TrafficChartPoint = { label: string; usage: number; residual: number };

/** Axis ticks in the unit of the axis's largest value, so the ticks compare at a glance. */
function tickFormatter(largestMb: number) {
  const { unit, divisor } = trafficAxisUnit(largestMb);
  return (value: number) => `${Number((value / divisor).toFixed(2))} ${unit}`;
}

type TrafficChartProps = {
  points: TrafficChartPoint[];
  usageLabel: string;
  residualLabel: string;
};

/**
 * Traffic used per point (left axis) and the balance left at each point's end (right axis), in
 * MB from the server, written M/G/T by decimal steps (spec 02 §2).
 */
export function TrafficChart({ points, usageLabel, residualLabel }: TrafficChartProps) {
  const largestUsage = Math.max(0, ...points.map((point) => point.usage));
  const largestResidual = Math.max(0, ...points.map((point) => point.residual));
  return (
    <AreaChart
      h={280}
      data={points}
      dataKey="label"
      series={[
        { name: "usage", label: usageLabel, color: "portico.6" },
        { name: "residual", label: residualLabel, color: "teal.5", yAxisId: "right" },
      ]}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: "top", height: 36 }}
      withRightYAxis
      withDots={points.length <= 31}
      fillOpacity={0.25}
      valueFormatter={formatTraffic}
      yAxisProps={{ tickFormatter: tickFormatter(largestUsage), width: 60 }}
      rightYAxisProps={{ tickFormatter: tickFormatter(largestResidual), width: 60 }}
      xAxisProps={{ minTickGap: 16 }}
      tooltipAnimationDuration={150}
      data-testid="traffic-chart"
    />
  );
}
