import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../../components/failure-message";

/** A create or edit form in a dialog: saves, closes on success, shows the server's refusal otherwise. */
export function FormModal({
  title,
  testId,
  onSave,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onSave: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("console");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setError(null);
    setPending(true);
    try {
      await onSave();
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} centered size="lg" title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" data-testid={testId}>
          {children}
          {error ? (
            <Text c="red" fz="sm" role="alert" data-testid="form-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="dark" loading={pending} data-testid="form-save">
              {t("proxyNetwork.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
