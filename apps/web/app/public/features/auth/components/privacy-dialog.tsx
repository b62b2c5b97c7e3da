import { Anchor, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type PrivacyDialogProps = { opened: boolean; onAccept: () => void; onClose: () => void };

/**
 * Opens when the agreement box is unchecked at submit — on login, only for an account that has not
 * accepted the current texts (ADR 101); accepting checks it and proceeds (spec 01 §4).
 */
export function PrivacyDialog({ opened, onAccept, onClose }: PrivacyDialogProps) {
  const { t } = useTranslation("auth");
  return (
    <Modal opened={opened} onClose={onClose} title={t("privacy.title")} centered>
      <Stack>
        <Text fz="sm">{t("privacy.body")}</Text>
        <Group gap="md">
          <Anchor component={Link} to="/privacy" target="_blank" fz="sm">
            {t("privacy.readPrivacy")}
          </Anchor>
          <Anchor component={Link} to="/terms" target="_blank" fz="sm">
            {t("privacy.readTerms")}
          </Anchor>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("privacy.decline")}
          </Button>
          <Button onClick={onAccept} data-testid="privacy-accept">
            {t("privacy.accept")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
