import { Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../../lib/format-count";
import { saveTextFile } from "../save-file";
import { CopyAction } from "./copy-action";

/**
 * A batch holds up to 10,000 lines: the page shows the first ones in one read-only text area (never
 * a DOM row per line), and copy and download take them all.
 */
export const PREVIEW_LINES = 200;

export function GeneratedProxies({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation("proxyGenerator");
  const all = () => `${lines.join("\n")}\n`;
  const shown = Math.min(lines.length, PREVIEW_LINES);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="proxy-result-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Group gap="xs" align="baseline">
            <Title order={2} fz="h4" id="proxy-result-title">
              {t("result.title")}
            </Title>
            <Text fz="sm" c="dimmed" data-testid="proxy-count">
              {t("result.count", { count: lines.length, formatted: formatCount(lines.length) })}
            </Text>
          </Group>
          <Group gap="xs">
            <CopyAction text={all} label={t("result.copyAll")} testId="proxy-copy-all" />
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => saveTextFile("proxies.txt", all())}
              data-testid="proxy-download"
            >
              {t("result.download")}
            </Button>
          </Group>
        </Group>
        <Textarea
          className="proxy-lines"
          aria-label={t("result.linesLabel")}
          readOnly
          rows={12}
          value={lines.slice(0, shown).join("\n")}
          data-testid="proxy-lines"
        />
        {lines.length > shown && (
          <Text fz="xs" c="dimmed" data-testid="proxy-preview-note">
            {t("result.preview", { shown: formatCount(shown), count: formatCount(lines.length) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
