import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { trafficUsage } from "@portico/contracts";
import {
  DEFAULT_TRAFFIC_RANGE,
  formatTraffic,
  type TrafficRange,
  type TrafficRangeProblem,
  type TrafficRangeQuery,
  trafficRangeQuery,
} from "@portico/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { endpointQuery } from "../../../../lib/query/endpoint-query";
import { QueryState } from "../../../components/query-state/query-state";
import { browserTimeZone } from "../browser-time-zone";
import { onOneDay, pointLabel } from "../chart-labels";
import { ChartSlot, TrafficChart } from "./lazy-charts";
import { type RangeChoice, TrafficRangePicker } from "./traffic-range-picker";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The query of a range chosen now; the default (7 days) cannot be refused. */
function queryOf(range: TrafficRange, timeZone: string) {
  return trafficRangeQuery(range, nowSeconds(), timeZone);
}

/**
 * The traffic chart (spec 02 §2): the last 7 days by default, the quick ranges and a custom one,
 * in the browser's time zone — hourly points under 3 days, daily ones from 3 — as
 * `POST /api/member/traffic_usage` answers them. A range is fixed when chosen (its instants are
 * the query's key); choosing it again reads it anew up to now.
 */
export function TrafficChartCard() {
  const { t } = useTranslation("dashboard");
  const [timeZone] = useState(browserTimeZone);
  const [chosen, setChosen] = useState<RangeChoice>(DEFAULT_TRAFFIC_RANGE);
  const [query, setQuery] = useState<TrafficRangeQuery>(
    () => queryOf({ kind: "quick", name: DEFAULT_TRAFFIC_RANGE }, timeZone) as TrafficRangeQuery,
  );
  const [problem, setProblem] = useState<TrafficRangeProblem | null>(null);
  const usage = useQuery({ ...endpointQuery(trafficUsage, query), placeholderData: keepPreviousData });

  const choose = (range: TrafficRange) => {
    const next = queryOf(range, timeZone);
    if ("problem" in next) return setProblem(next.problem);
    setProblem(null);
    setChosen(range.kind === "quick" ? range.name : "custom");
    setQuery(next);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="traffic-chart-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h3" id="traffic-chart-heading">
              {t("chart.heading")}
            </Title>
            <Text fz="sm" c="dimmed" data-testid="traffic-point-size">
              {t(query.type === "hours" ? "chart.hourly" : "chart.daily", { zone: timeZone })}
            </Text>
          </Stack>
        </Group>
        <TrafficRangePicker
          chosen={chosen}
          problem={problem}
          onQuick={(name) => choose({ kind: "quick", name })}
          onCustom={(from, to) => choose({ kind: "custom", from, to })}
        />
        <QueryState queries={[usage]}>
          {(answer) => {
            const oneDay = answer.type === "hours" && onOneDay(answer.list);
            const points = answer.list.map((point) => ({
              label: pointLabel(point, answer.type, oneDay),
              usage: point.usage,
              residual: point.residual,
            }));
            const total = answer.list.reduce((sum, point) => sum + point.usage, 0);
            return (
              <Stack
                gap="xs"
                data-testid="traffic-chart-frame"
                data-type={answer.type}
                data-points={points.length}
                data-total={total}
              >
                <Text fz="sm" fw={600} data-testid="traffic-range-total">
                  {total > 0 ? t("chart.total", { total: formatTraffic(total) }) : t("chart.noUsage")}
                </Text>
                <ChartSlot height={316}>
                  <TrafficChart points={points} usageLabel={t("chart.usage")} residualLabel={t("chart.residual")} />
                </ChartSlot>
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Card>
  );
}
