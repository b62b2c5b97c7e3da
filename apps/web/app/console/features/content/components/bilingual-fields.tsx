import { SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ContentPreview } from "./content-preview";

export type BilingualText = { title_en: string; title_zh: string; content_en: string; content_zh: string };

const LANGUAGES = [
  { key: "en", title: "title_en", content: "content_en" },
  { key: "zh", title: "title_zh", content: "content_zh" },
] as const;

/** A title and an HTML body in English and in Chinese, side by side, each with its preview. */
export function BilingualFields({
  value,
  onChange,
  readOnly,
}: {
  value: BilingualText;
  onChange: (next: BilingualText) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation("console");
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {LANGUAGES.map((language) => (
        <Stack key={language.key} gap="sm" data-testid={`content-${language.key}`}>
          <Title order={3} fz="md">
            {t(`content.language.${language.key}`)}
          </Title>
          <TextInput
            label={t("content.fields.title")}
            value={value[language.title]}
            onChange={(event) => onChange({ ...value, [language.title]: event.currentTarget.value })}
            maxLength={200}
            required
            readOnly={readOnly}
            data-testid={`content-title-${language.key}`}
          />
          <Textarea
            label={t("content.fields.body")}
            description={t("content.fields.bodyHelp")}
            value={value[language.content]}
            onChange={(event) => onChange({ ...value, [language.content]: event.currentTarget.value })}
            autosize
            minRows={8}
            maxRows={16}
            required
            readOnly={readOnly}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
            data-testid={`content-body-${language.key}`}
          />
          <ContentPreview html={value[language.content]} testId={`content-preview-${language.key}`} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
