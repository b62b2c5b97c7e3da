import { Center, Loader } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";

// recharts and @mantine/charts load on the dashboard only, once the traffic chart is about to show.
export const TrafficChart = lazy(() =>
  import("./dashboard-charts").then((charts) => ({ default: charts.TrafficChart })),
);

/** Holds a chart's place, at its height, while its code loads. */
export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  const { t } = useTranslation("dashboard");
  return (
    <Suspense
      fallback={
        <Center h={height} data-testid="chart-loading">
          <Loader size="sm" aria-label={t("chart.loading")} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
