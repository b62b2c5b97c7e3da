import { Text, Textarea } from "@mantine/core";
import { actAsCustomer, consoleCustomerDetail, openCustomerView } from "@portico/contracts";
import { CUSTOMER_VIEW_MINUTES, CUSTOMER_VIEW_REASON_MIN, type CustomerViewMode } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { customerViewUrl } from "../../../../lib/session/customer-view";
import { ActionDialog } from "../../../components/action-dialog";

/**
 * Opens the customer's user centre in this tab as a view (ADR 431): read-only, or acting for
 * them with a reason. The user centre's banner shows whose view it is and brings the member back
 * here when it ends.
 */
export function ViewAsDialog({
  customerId,
  mode,
  onClose,
}: {
  customerId: string;
  mode: CustomerViewMode;
  onClose: () => void;
}) {
  const { t } = useTranslation("console");
  const [reason, setReason] = useState("");
  const trimmed = reason.trim();
  // The customer page's timeline shows the opening when the member comes back.
  const invalidates = [consoleCustomerDetail];
  const openView = useEndpointMutation(openCustomerView, { invalidates });
  const actAs = useEndpointMutation(actAsCustomer, { invalidates });

  const open = async () => {
    const opened =
      mode === "act"
        ? await actAs.mutateAsync({ customer_id: customerId, reason: trimmed })
        : await openView.mutateAsync({ customer_id: customerId, ...(trimmed ? { reason: trimmed } : {}) });
    window.location.assign(customerViewUrl(opened.token, `/console/customers/${customerId}`));
  };

  return (
    <ActionDialog
      title={t(`customers.view.${mode}Title`)}
      confirmLabel={t(`customers.view.${mode}Confirm`)}
      confirmColor={mode === "act" ? "red" : undefined}
      confirmTestId="view-as-confirm"
      check={() =>
        mode === "act" && trimmed.length < CUSTOMER_VIEW_REASON_MIN
          ? t("customers.view.reasonTooShort", { count: CUSTOMER_VIEW_REASON_MIN })
          : null
      }
      action={open}
      doneMessage={t("customers.view.opening")}
      onClose={onClose}
    >
      <Text fz="sm">{t(`customers.view.${mode}Body`, { minutes: CUSTOMER_VIEW_MINUTES })}</Text>
      <Textarea
        label={t(mode === "act" ? "customers.view.reason" : "customers.view.reasonOptional")}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        required={mode === "act"}
        data-testid="view-as-reason"
      />
    </ActionDialog>
  );
}
