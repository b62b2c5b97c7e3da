import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  type ConsoleNotice,
  consoleNotices,
  createConsoleNotice,
  NOTICE_LEVELS,
  NOTICE_LIMITS,
  type NoticeInput,
  type NoticeLevel,
  updateConsoleNotice,
} from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { fromLocalInput, toLocalInput } from "../notice-window";
import { NoticePreview } from "./notice-preview";

/** The form's fields: the window as `datetime-local` values on the member's clock. */
type NoticeForm = Omit<NoticeInput, "starts_at" | "ends_at" | "link"> & { link: string; starts: string; ends: string };

const formOf = (notice: ConsoleNotice | null): NoticeForm =>
  notice
    ? {
        level: notice.level,
        message_en: notice.message_en,
        message_zh: notice.message_zh,
        link: notice.link ?? "",
        starts: toLocalInput(notice.starts_at),
        ends: toLocalInput(notice.ends_at),
        published: notice.published,
      }
    : { level: "info", message_en: "", message_zh: "", link: "", starts: "", ends: "", published: false };

const LANGUAGES = [
  { key: "en", field: "message_en" },
  { key: "zh", field: "message_zh" },
] as const;

/**
 * Creates or edits a notice: level, link, window and state, then the message in English and in
 * Chinese side by side, each previewed by the public pages' own bar. The server checks the link
 * and the window; its localised refusal is shown here, nothing saved.
 */
export function NoticeModal({
  notice,
  canWrite,
  onClose,
}: {
  notice: ConsoleNotice | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("console");
  const [form, setForm] = useState<NoticeForm>(() => formOf(notice));
  const [error, setError] = useState<string | null>(null);
  const create = useEndpointMutation(createConsoleNotice, { invalidates: [consoleNotices] });
  const update = useEndpointMutation(updateConsoleNotice, { invalidates: [consoleNotices] });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A refusal is about what was sent: it goes once the member changes the form.
  const change = (next: Partial<NoticeForm>) => {
    setForm({ ...form, ...next });
    setError(null);
  };

  const submit = async () => {
    setError(null);
    if (!form.message_en.trim() || !form.message_zh.trim()) {
      setError(t("content.notices.required"));
      return;
    }
    const { starts, ends, link, ...rest } = form;
    const input: NoticeInput = {
      ...rest,
      link: link.trim() || null,
      starts_at: fromLocalInput(starts),
      ends_at: fromLocalInput(ends),
    };
    try {
      if (notice) await update.mutateAsync({ ...input, id: notice.id });
      else await create.mutateAsync(input);
      showToast({ color: "green", message: t("content.notices.saved") });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="80rem"
      centered
      title={notice ? t("content.notices.editTitle", { id: notice.id }) : t("content.notices.newTitle")}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md" data-testid="notice-form">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <NativeSelect
              label={t("content.notices.fields.level")}
              description={t("content.notices.fields.levelHelp")}
              value={form.level}
              onChange={(event) => change({ level: event.currentTarget.value as NoticeLevel })}
              data={NOTICE_LEVELS.map((level) => ({ value: level, label: t(`content.notices.level.${level}`) }))}
              disabled={!canWrite}
              data-testid="notice-level"
            />
            <TextInput
              label={t("content.notices.fields.startsAt")}
              description={t("content.notices.fields.startsAtHelp", { zone })}
              type="datetime-local"
              value={form.starts}
              onChange={(event) => change({ starts: event.currentTarget.value })}
              readOnly={!canWrite}
              data-testid="notice-starts"
            />
            <TextInput
              label={t("content.notices.fields.endsAt")}
              description={t("content.notices.fields.endsAtHelp")}
              type="datetime-local"
              value={form.ends}
              onChange={(event) => change({ ends: event.currentTarget.value })}
              readOnly={!canWrite}
              data-testid="notice-ends"
            />
            <Switch
              mt={52}
              label={t("content.notices.fields.published")}
              checked={form.published}
              onChange={(event) => change({ published: event.currentTarget.checked })}
              disabled={!canWrite}
              data-testid="notice-published"
            />
          </SimpleGrid>
          <TextInput
            label={t("content.notices.fields.link")}
            description={t("content.notices.fields.linkHelp")}
            value={form.link}
            onChange={(event) => change({ link: event.currentTarget.value })}
            maxLength={NOTICE_LIMITS.maxLinkLength}
            readOnly={!canWrite}
            data-testid="notice-link"
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {LANGUAGES.map((language) => (
              <Stack key={language.key} gap="sm" data-testid={`notice-${language.key}`}>
                <Title order={3} fz="md">
                  {t(`content.language.${language.key}`)}
                </Title>
                <Textarea
                  label={t("content.notices.fields.message")}
                  description={t("content.notices.fields.messageHelp")}
                  value={form[language.field]}
                  onChange={(event) => change({ [language.field]: event.currentTarget.value })}
                  autosize
                  minRows={2}
                  maxRows={4}
                  maxLength={NOTICE_LIMITS.maxMessageLength}
                  required
                  readOnly={!canWrite}
                  data-testid={`notice-message-${language.key}`}
                />
                <NoticePreview
                  language={language.key}
                  level={form.level}
                  message={form[language.field]}
                  link={form.link}
                />
              </Stack>
            ))}
          </SimpleGrid>
          {error ? (
            <Text c="red" fz="sm" role="alert" data-testid="notice-form-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {canWrite ? t("common.cancel") : t("content.close")}
            </Button>
            {canWrite ? (
              <Button
                type="submit"
                color="dark"
                loading={create.isPending || update.isPending}
                data-testid="notice-save"
              >
                {t("content.save")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
