import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The heading, subheading and card every wallet history list sits in. */
export function HistoryPageFrame({
  heading,
  subheading,
  testId,
  children,
}: {
  heading: string;
  subheading: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" data-testid={testId}>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {heading}
        </Title>
        <Text c="dimmed">{subheading}</Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">{children}</Stack>
      </Card>
    </Stack>
  );
}
