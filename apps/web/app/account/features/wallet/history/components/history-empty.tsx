import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

type HistoryEmptyProps = { message: string; hint?: string; action?: { label: string; to: string } };

/** An empty list says so, and — when nothing was filtered out — what would fill it. */
export function HistoryEmpty({ message, hint, action }: HistoryEmptyProps) {
  return (
    <Stack align="center" gap={6} py="lg" data-testid="history-empty">
      <Text c="dimmed">{message}</Text>
      {hint && (
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {action && (
        <Button component={Link} to={action.to} variant="light" size="sm" mt={4} data-testid="history-empty-action">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
