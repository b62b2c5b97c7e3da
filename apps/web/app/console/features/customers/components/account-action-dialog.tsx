import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import {
  consoleCustomerDetail,
  consoleCustomers,
  disableCustomer,
  enableCustomer,
  signOutCustomer,
} from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";

export type AccountAction = "disable" | "enable" | "signOut";

/** Disables, enables or signs a customer out everywhere, after a confirmation with an optional note. */
export function AccountActionDialog({
  customerId,
  action,
  onClose,
}: {
  customerId: string;
  action: AccountAction;
  onClose: () => void;
}) {
  const { t } = useTranslation("console");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const invalidates = [consoleCustomerDetail, consoleCustomers];
  const disable = useEndpointMutation(disableCustomer, { invalidates });
  const enable = useEndpointMutation(enableCustomer, { invalidates });
  const signOut = useEndpointMutation(signOutCustomer, { invalidates });
  const pending = disable.isPending || enable.isPending || signOut.isPending;

  const submit = async () => {
    setError(null);
    const input = { customer_id: customerId, ...(note.trim() ? { note: note.trim() } : {}) };
    try {
      if (action === "disable") await disable.mutateAsync(input);
      else if (action === "enable") await enable.mutateAsync(input);
      else {
        const { ended } = await signOut.mutateAsync(input);
        showToast({ color: "green", message: t("customers.account.signedOut", { count: ended }) });
        onClose();
        return;
      }
      showToast({ color: "green", message: t(`customers.account.${action}d`) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(`customers.account.${action}Title`)} centered>
      <Stack>
        <Text fz="sm">{t(`customers.account.${action}Body`)}</Text>
        <Textarea
          label={t("customers.account.note")}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
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
            color={action === "disable" ? "red" : undefined}
            loading={pending}
            onClick={() => void submit()}
            data-testid="account-action-confirm"
          >
            {t(`customers.account.${action}Confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
