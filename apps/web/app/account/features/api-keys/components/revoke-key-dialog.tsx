import { Button, Group, Modal, Text } from "@mantine/core";
import type { ApiKey } from "@portico/contracts";
import { useTranslation } from "react-i18next";

type RevokeKeyDialogProps = {
  apiKey: ApiKey | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a key is revoked: it stops working at once, and a revoke cannot be undone. */
export function RevokeKeyDialog({ apiKey, busy, onConfirm, onClose }: RevokeKeyDialogProps) {
  const { t } = useTranslation("apiKeys");
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t("revoke.title")} centered>
      <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
        {t("revoke.body", { name: apiKey?.name ?? "", hint: apiKey?.hint ?? "" })}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t("revoke.keep")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-revoke">
          {t("revoke.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
