import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { STATIC_IP_TAG_MAX } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type TagDialogProps = {
  opened: boolean;
  count: number;
  /** The tag the selection shares, if it shares one: the field starts with it. */
  current: string;
  busy: boolean;
  onSave: (tag: string) => void;
  onClose: () => void;
};

/** Sets one tag on the selected IPs (an empty tag clears it; at most 32 characters). */
export function TagDialog({ opened, count, current, busy, onSave, onClose }: TagDialogProps) {
  const { t } = useTranslation("staticIps");
  return (
    <Modal opened={opened} onClose={onClose} title={t("tagDialog.title")} centered>
      {/* Mounted afresh on each opening, so the field starts from the selection's tag. */}
      {opened && <TagForm count={count} current={current} busy={busy} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function TagForm({ count, current, busy, onSave, onClose }: Omit<TagDialogProps, "opened">) {
  const { t } = useTranslation("staticIps");
  const [tag, setTag] = useState(current);
  const tooLong = tag.trim().length > STATIC_IP_TAG_MAX;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSave(tag.trim());
      }}
      data-testid="tag-dialog"
    >
      <Stack gap="md">
        <Text fz="sm">{t("tagDialog.intro", { count })}</Text>
        <TextInput
          label={t("tagDialog.label")}
          placeholder={t("tagDialog.placeholder")}
          value={tag}
          onChange={(event) => setTag(event.currentTarget.value)}
          error={tooLong ? t("tagDialog.tooLong") : undefined}
          data-autofocus
          data-testid="tag-input"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("tagDialog.cancel")}
          </Button>
          <Button type="submit" loading={busy} disabled={tooLong} data-testid="tag-save">
            {t("tagDialog.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
