import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame every auth page shares: a heading, a short line, then the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: "lg", sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
