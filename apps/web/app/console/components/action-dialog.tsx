import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/toast";
import { failureMessage } from "./failure-message";
import { useWithReauth } from "./reauth/reauth-provider";

type Done = string | { message: string; color: string };

type ActionDialogProps<Result> = {
  title: string;
  /** What the action changes, and any choice it needs. */
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  confirmTestId: string;
  /** False while the choice is incomplete. */
  canConfirm?: boolean;
  /** Checked on confirm before calling: the message to show instead, or null to go on. */
  check?: () => string | null;
  /** The call; asked again after a fresh code when the server wants a reauthentication. */
  action: () => Promise<Result>;
  /** The toast once it is done (green unless a colour is given); the dialog closes then. */
  doneMessage: Done | ((result: Result) => Done);
  onClose: () => void;
};

/**
 * A console action behind a confirmation: cancel or confirm, a check of the form, the server's
 * refusal shown inside the dialog (which stays open), a code prompt when the action needs a fresh
 * reauthentication, and a toast and close once done.
 */
export function ActionDialog<Result>({
  title,
  children,
  confirmLabel,
  confirmColor,
  confirmTestId,
  canConfirm = true,
  check,
  action,
  doneMessage,
  onClose,
}: ActionDialogProps<Result>) {
  const { t } = useTranslation("console");
  const withReauth = useWithReauth();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    const refused = check?.() ?? null;
    setError(refused);
    if (refused) return;
    setPending(true);
    try {
      const result = await withReauth(action);
      const toast = typeof doneMessage === "function" ? doneMessage(result) : doneMessage;
      showToast(typeof toast === "string" ? { color: "green", message: toast } : toast);
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        {children}
        {error ? (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            color={confirmColor}
            disabled={!canConfirm}
            loading={pending}
            onClick={() => void confirm()}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
