import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../../components/failure-message";

/** Asks before removing a row of the generator's tables; the server's refusal is shown here. */
export function DeleteDialog({
  what,
  onConfirm,
  onClose,
}: {
  what: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation("console");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} centered title={t("proxyNetwork.delete.title")}>
      <Stack gap="sm">
        <Text fz="sm">{t("proxyNetwork.delete.confirm", { what })}</Text>
        {error ? (
          <Text c="red" fz="sm" role="alert" data-testid="delete-error">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={pending} onClick={() => void confirm()} data-testid="delete-confirm">
            {t("proxyNetwork.delete.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
