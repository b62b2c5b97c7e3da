import { Card, Code, Group, Stack, Text, Title } from "@mantine/core";
import { type ProxyEntry, proxyTestCommand } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { CopyAction } from "./copy-action";

/** A ready `curl -x …` through the first generated line, to an IP echo (spec 02 §2). */
export function TestCommand({ entry }: { entry: ProxyEntry }) {
  const { t } = useTranslation("proxyGenerator");
  const command = proxyTestCommand(entry);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="proxy-test-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id="proxy-test-title">
            {t("test.title")}
          </Title>
          <CopyAction text={() => command} label={t("test.copy")} testId="proxy-test-copy" />
        </Group>
        <Text fz="sm" c="dimmed">
          {t("test.body")}
        </Text>
        <Code block data-testid="proxy-test-command" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
          {command}
        </Code>
      </Stack>
    </Card>
  );
}
