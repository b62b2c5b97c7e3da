import { Box, Group, RingProgress, Stack, Text } from "@mantine/core";

export type ShareSegment = { key: string; name: string; value: number; shown: string; color: string };

type ShareRingProps = {
  segments: ShareSegment[];
  /** What the ring shows, for screen readers: both figures in words. */
  label: string;
  testId: string;
};

/**
 * A share of two figures as a ring (balance vs used, valid vs expired IPs), the first one's share
 * in its middle and a legend with both figures beside it. Drawn by Mantine's RingProgress, not
 * the charts chunk: the dashboard's first view loads no chart library (the 250 KB first-load goal).
 */
export function ShareRing({ segments, label, testId }: ShareRingProps) {
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  const shares = segments.map((segment) => (total > 0 ? (Math.max(0, segment.value) / total) * 100 : 0));
  const first = shares[0] ?? 0;
  return (
    <Stack align="center" gap="sm" data-testid={testId}>
      <RingProgress
        size={168}
        thickness={22}
        role="img"
        aria-label={label}
        sections={segments
          .map((segment, index) => ({ value: shares[index] ?? 0, color: segment.color, "data-segment": segment.key }))
          .filter((section) => section.value > 0)}
        label={
          <Text ta="center" fw={800} fz="xl" aria-hidden>
            {`${first >= 99.5 || first < 0.5 ? Math.round(first) : first.toFixed(1)}%`}
          </Text>
        }
      />
      <Group gap="md" justify="center" aria-hidden>
        {segments.map((segment) => (
          <Group key={segment.key} gap={6} wrap="nowrap">
            <Box
              w={10}
              h={10}
              style={{ borderRadius: 2, backgroundColor: `var(--mantine-color-${segment.color.replace(".", "-")})` }}
            />
            <Text fz="xs" c="dimmed">
              {segment.name}
            </Text>
            <Text fz="xs" fw={700} data-testid={`${testId}-${segment.key}`}>
              {segment.shown}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
