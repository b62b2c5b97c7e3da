import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import {
  MAX_TRAFFIC_RANGE_DAYS,
  TRAFFIC_QUICK_RANGES,
  type TrafficQuickRange,
  type TrafficRangeProblem,
} from "@portico/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export type RangeChoice = TrafficQuickRange | "custom";

type TrafficRangePickerProps = {
  chosen: RangeChoice;
  problem: TrafficRangeProblem | null;
  onQuick: (range: TrafficQuickRange) => void;
  onCustom: (from: string, to: string) => void;
};

/** The chart's quick ranges (spec 02 §2, §9) and a custom range of calendar days. */
export function TrafficRangePicker({ chosen, problem, onQuick, onCustom }: TrafficRangePickerProps) {
  const { t } = useTranslation("dashboard");
  const [customOpen, setCustomOpen] = useState(chosen === "custom");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const choices: RangeChoice[] = [...TRAFFIC_QUICK_RANGES, "custom"];
  const active = customOpen ? "custom" : chosen;
  return (
    <Stack gap="sm">
      <Group gap={6} role="group" aria-label={t("chart.ranges")} wrap="wrap">
        {choices.map((choice) => (
          <Button
            key={choice}
            size="compact-sm"
            variant={active === choice ? "filled" : "default"}
            aria-pressed={active === choice}
            onClick={() => {
              if (choice === "custom") return setCustomOpen(true);
              setCustomOpen(false);
              onQuick(choice);
            }}
            data-testid={`traffic-range-${choice}`}
          >
            {t(`chart.${choice}`)}
          </Button>
        ))}
      </Group>
      {customOpen && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onCustom(from, to);
          }}
          data-testid="traffic-custom-range"
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={t("chart.from")}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              w={170}
              data-testid="traffic-from"
            />
            <TextInput
              type="date"
              label={t("chart.to")}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              w={170}
              data-testid="traffic-to"
            />
            <Button type="submit" data-testid="traffic-apply">
              {t("chart.apply")}
            </Button>
          </Group>
          {problem && (
            <Text c="red.8" fz="sm" mt={6} role="alert" data-testid="traffic-range-problem">
              {t(`chart.problem.${problem}`, { days: MAX_TRAFFIC_RANGE_DAYS })}
            </Text>
          )}
        </form>
      )}
    </Stack>
  );
}
