import { Paper, Text } from "@mantine/core";
import type { NoticeLevel } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { NoticeBar, type NoticeLabels } from "../../../../components/site-notices/site-notices";
import { notices as enLabels } from "../../../../locales/en/shell.json";
import { notices as zhLabels } from "../../../../locales/zh-CN/shell.json";

/** The public bar's own words in each language: the preview shows a notice as its readers will see it. */
const LABELS: Record<"en" | "zh", NoticeLabels> = { en: enLabels, zh: zhLabels };

/** One language of a notice drawn by the public pages' own bar (its styles come with app.css). */
export function NoticePreview({
  language,
  level,
  message,
  link,
}: {
  language: "en" | "zh";
  level: NoticeLevel;
  message: string;
  link: string;
}) {
  const { t } = useTranslation("console");
  const text = message.trim();
  return (
    <Paper withBorder p={0} style={{ overflow: "hidden" }} data-testid={`notice-preview-${language}`}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="md" pt="xs" pb={6}>
        {t("content.notices.preview")}
      </Text>
      {text ? (
        <NoticeBar
          notices={[{ id: 0, version: 0, level, message: text, link: link.trim() || null }]}
          labels={LABELS[language]}
        />
      ) : (
        <Text fz="sm" c="dimmed" px="md" pb="sm">
          {t("content.notices.previewEmpty")}
        </Text>
      )}
    </Paper>
  );
}
