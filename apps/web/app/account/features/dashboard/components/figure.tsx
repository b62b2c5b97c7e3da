import { Stack, Text } from "@mantine/core";

/** One labelled figure of a dashboard tab. */
export function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
        {label}
      </Text>
      <Text fz={{ base: "md", sm: "xl" }} fw={800} data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}
