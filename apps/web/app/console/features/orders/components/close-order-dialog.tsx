import { Text, Textarea } from "@mantine/core";
import { consoleCloseOrder, consoleOrderDetail, consoleOrders } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { ActionDialog } from "../../../components/action-dialog";

/** Closes an unpaid order now (its IPs go back to stock); an optional note goes to the audit. */
export function CloseOrderDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation("console");
  const [note, setNote] = useState("");
  const close = useEndpointMutation(consoleCloseOrder, { invalidates: [consoleOrderDetail, consoleOrders] });
  return (
    <ActionDialog
      title={t("orders.close.title", { orderNo })}
      confirmLabel={t("orders.close.confirm")}
      confirmColor="red"
      confirmTestId="close-order-confirm"
      action={() => close.mutateAsync({ order_no: orderNo, ...(note.trim() ? { note: note.trim() } : {}) })}
      doneMessage={t("orders.close.done")}
      onClose={onClose}
    >
      <Text fz="sm">{t("orders.close.body")}</Text>
      <Textarea
        label={t("orders.close.note")}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
      />
    </ActionDialog>
  );
}
