import { Text, Textarea } from "@mantine/core";
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
import { ActionDialog } from "../../../components/action-dialog";

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
  const invalidates = [consoleCustomerDetail, consoleCustomers];
  const disable = useEndpointMutation(disableCustomer, { invalidates });
  const enable = useEndpointMutation(enableCustomer, { invalidates });
  const signOut = useEndpointMutation(signOutCustomer, { invalidates });

  const run = async (): Promise<number | null> => {
    const input = { customer_id: customerId, ...(note.trim() ? { note: note.trim() } : {}) };
    if (action === "signOut") return (await signOut.mutateAsync(input)).ended;
    await (action === "disable" ? disable : enable).mutateAsync(input);
    return null;
  };

  return (
    <ActionDialog
      title={t(`customers.account.${action}Title`)}
      confirmLabel={t(`customers.account.${action}Confirm`)}
      confirmColor={action === "disable" ? "red" : undefined}
      confirmTestId="account-action-confirm"
      action={run}
      doneMessage={(ended) =>
        ended !== null
          ? t("customers.account.signedOut", { count: ended })
          : t(action === "disable" ? "customers.account.disabled" : "customers.account.enabled")
      }
      onClose={onClose}
    >
      <Text fz="sm">{t(`customers.account.${action}Body`)}</Text>
      <Textarea
        label={t("customers.account.note")}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
      />
    </ActionDialog>
  );
}
