import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type ApiKeyAccess, apiKeys, createApiKey } from "@portico/contracts";
import { API_KEY_ACCESS, API_KEY_NAME_MAX, ApiKeyError, MAX_API_KEY_SOURCES } from "@portico/contracts/codes";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api/api-error";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { parseSourceList } from "../source-list";

/** What the page keeps of a new key until its one showing is closed. */
export type CreatedKey = { name: string; key: string };

type CreateKeyDialogProps = {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedKey) => void;
};

/** The create form in a dialog; its fields start empty each time it opens (the form unmounts when it closes). */
export function CreateKeyDialog({ opened, onClose, onCreated }: CreateKeyDialogProps) {
  const { t } = useTranslation("apiKeys");
  return (
    <Modal opened={opened} onClose={onClose} title={t("create.title")} size="lg" centered>
      <CreateKeyForm onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

type FieldErrors = { name?: string; sources?: string; form?: string };

function CreateKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (created: CreatedKey) => void }) {
  const { t } = useTranslation("apiKeys");
  const { t: tc } = useTranslation();
  const [name, setName] = useState("");
  const [access, setAccess] = useState<ApiKeyAccess>("read");
  const [sources, setSources] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useEndpointMutation(createApiKey, { invalidates: [apiKeys] });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const allowed = parseSourceList(sources);
    const found: FieldErrors = {};
    if (!trimmed) found.name = t("create.nameRequired");
    else if (trimmed.length > API_KEY_NAME_MAX) found.name = t("create.nameTooLong", { max: API_KEY_NAME_MAX });
    if (allowed.length > MAX_API_KEY_SOURCES) found.sources = t("create.tooManySources", { max: MAX_API_KEY_SOURCES });
    setErrors(found);
    if (found.name || found.sources) return;
    create.mutate(
      { name: trimmed, access, allowed_ips: allowed },
      {
        onSuccess: (made) => onCreated({ name: made.name, key: made.key }),
        // The server's own words, where they belong: a bad address under the addresses, the rest above the buttons.
        onError: (error) => {
          const message =
            error instanceof ApiError && error.serverMessage ? error.serverMessage : tc("error.requestFailed");
          const isSource = error instanceof ApiError && error.code === ApiKeyError.invalid_source_address.code;
          setErrors(isSource ? { sources: message } : { form: message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="create-key-form">
      <Stack gap="lg">
        <TextInput
          label={t("create.name")}
          placeholder={t("create.namePlaceholder")}
          description={t("create.nameHint", { max: API_KEY_NAME_MAX })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
          data-testid="create-key-name"
        />
        <Radio.Group
          label={t("create.access")}
          description={t("create.neither")}
          value={access}
          onChange={(value) => setAccess(value as ApiKeyAccess)}
          required
        >
          <Stack gap="xs" mt="xs">
            {API_KEY_ACCESS.map((option) => (
              <Radio.Card key={option} value={option} radius="md" p="md" data-testid={`create-key-access-${option}`}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Stack gap={2}>
                    <Text fw={600} fz="sm">
                      {t(`access.${option}`)}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {t(option === "read" ? "create.readDescription" : "create.fullDescription")}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t("create.sources")}
          description={t("create.sourcesHint")}
          placeholder={t("create.sourcesPlaceholder")}
          value={sources}
          onChange={(event) => setSources(event.currentTarget.value)}
          error={errors.sources}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          data-testid="create-key-sources"
        />
        {errors.form && (
          <Alert color="red" variant="light" data-testid="create-key-error">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t("create.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-key-submit">
            {t("create.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
