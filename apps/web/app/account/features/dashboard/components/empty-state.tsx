import { Button, Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
  testId: string;
};

/** What a tab shows before there is anything to show: what it is for, and where to get it. */
export function EmptyState({ icon, title, text, action, testId }: EmptyStateProps) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center" py="md">
        <Text c="portico.6" lh={0} aria-hidden>
          {icon}
        </Text>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        <Button component={Link} to={action.to} mt="xs" data-testid={`${testId}-action`}>
          {action.label}
        </Button>
      </Stack>
    </Card>
  );
}
