import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import {
  type ConsoleFaqArticle,
  type ConsoleFaqCategory,
  consoleFaqArticles,
  createConsoleFaqArticle,
  type FaqArticleInput,
  updateConsoleFaqArticle,
} from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { BilingualFields } from "./bilingual-fields";

const inputOf = (article: ConsoleFaqArticle): FaqArticleInput => ({
  category_id: article.category_id,
  subtitle: article.subtitle,
  title_en: article.title_en,
  title_zh: article.title_zh,
  content_en: article.content_en,
  content_zh: article.content_zh,
  weight: article.weight,
  published: article.published,
});

/**
 * Creates or edits an article: both languages side by side, each previewed as the public page
 * shows it. The server checks and sanitises; its localised refusal is shown here, nothing saved.
 */
export function FaqArticleModal({
  article,
  categories,
  canWrite,
  onClose,
}: {
  article: ConsoleFaqArticle | null;
  categories: ConsoleFaqCategory[];
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("console");
  const zh = i18n.language === "zh-CN";
  const [input, setInput] = useState<FaqArticleInput>(
    article
      ? inputOf(article)
      : {
          category_id: categories[0]?.id ?? 0,
          subtitle: "",
          title_en: "",
          title_zh: "",
          content_en: "",
          content_zh: "",
          weight: 0,
          published: true,
        },
  );
  const [error, setError] = useState<string | null>(null);
  const create = useEndpointMutation(createConsoleFaqArticle, { invalidates: [consoleFaqArticles] });
  const update = useEndpointMutation(updateConsoleFaqArticle, { invalidates: [consoleFaqArticles] });

  const submit = async () => {
    setError(null);
    try {
      const saved = article ? await update.mutateAsync({ ...input, id: article.id }) : await create.mutateAsync(input);
      showToast({ color: "green", message: t("content.faq.saved", { subtitle: saved.subtitle }) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="90rem"
      centered
      title={article ? t("content.faq.editTitle", { subtitle: article.subtitle }) : t("content.faq.newTitle")}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md" data-testid="faq-form">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <TextInput
              label={t("content.faq.fields.subtitle")}
              description={t("content.faq.fields.subtitleHelp")}
              value={input.subtitle}
              onChange={(event) => setInput({ ...input, subtitle: event.currentTarget.value })}
              maxLength={120}
              required
              readOnly={!canWrite}
              data-testid="faq-subtitle"
            />
            <NativeSelect
              label={t("content.faq.fields.category")}
              value={String(input.category_id)}
              onChange={(event) => setInput({ ...input, category_id: Number(event.currentTarget.value) })}
              data={categories.map((category) => ({
                value: String(category.id),
                label: zh ? category.name_zh : category.name_en,
              }))}
              disabled={!canWrite}
              data-testid="faq-category"
            />
            <NumberInput
              label={t("content.faq.fields.weight")}
              description={t("content.faq.fields.weightHelp")}
              value={input.weight}
              onChange={(value) => setInput({ ...input, weight: typeof value === "number" ? value : 0 })}
              min={0}
              max={1_000_000}
              allowDecimal={false}
              readOnly={!canWrite}
              data-testid="faq-weight"
            />
            <Switch
              mt="xl"
              label={t("content.faq.fields.published")}
              checked={input.published}
              onChange={(event) => setInput({ ...input, published: event.currentTarget.checked })}
              disabled={!canWrite}
              data-testid="faq-published"
            />
          </SimpleGrid>
          <BilingualFields value={input} onChange={(text) => setInput({ ...input, ...text })} readOnly={!canWrite} />
          {error ? (
            <Text c="red" fz="sm" role="alert" data-testid="faq-form-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {canWrite ? t("common.cancel") : t("content.close")}
            </Button>
            {canWrite ? (
              <Button type="submit" color="dark" loading={create.isPending || update.isPending} data-testid="faq-save">
                {t("content.save")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
