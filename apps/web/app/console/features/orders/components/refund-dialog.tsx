import { NativeSelect, NumberInput, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { consoleOrderDetail, consoleOrders, consoleRefundOrder, REFUND_REASONS } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { ActionDialog } from "../../../components/action-dialog";
import { formatUsd } from "../format";

type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Refunds part or all of a paid order, to the wallet or through the provider that took it. The
 * request id is made once when the dialog opens: a double click or a retry after a lost answer
 * finishes the same refund, never a second one.
 */
export function RefundDialog({
  orderNo,
  refundable,
  provider,
  onClose,
}: {
  orderNo: string;
  /** Dollars still refundable. */
  refundable: number;
  /** The provider that took the payment; none for a balance payment. */
  provider: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("console");
  const [requestId] = useState(() => `console-${crypto.randomUUID()}`);
  const [amount, setAmount] = useState<number | string>(refundable);
  const [to, setTo] = useState<"wallet" | "provider">("wallet");
  const [reason, setReason] = useState<RefundReason>("customer_request");
  const [note, setNote] = useState("");
  const refund = useEndpointMutation(consoleRefundOrder, { invalidates: [consoleOrderDetail, consoleOrders] });

  const dollars = Number(amount);
  const cents = Math.round(dollars * 100);
  const valid = Number.isFinite(dollars) && cents > 0 && cents <= Math.round(refundable * 100);

  return (
    <ActionDialog
      title={t("orders.refund.title", { orderNo })}
      confirmLabel={t("orders.refund.confirm", { amount: formatUsd(valid ? cents / 100 : 0, i18n.language) })}
      confirmColor="orange"
      confirmTestId="refund-confirm"
      canConfirm={valid}
      action={() =>
        refund.mutateAsync({
          order_no: orderNo,
          // All that is left is sent as no amount, so the server refunds exactly the rest.
          ...(cents === Math.round(refundable * 100) ? {} : { amount: cents / 100 }),
          to,
          reason_code: reason,
          ...(note.trim() ? { note: note.trim() } : {}),
          request_id: requestId,
        })
      }
      doneMessage={t("orders.refund.done")}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t("orders.refund.left", { amount: formatUsd(refundable, i18n.language) })}
        </Text>
        <NumberInput
          label={t("orders.refund.amount")}
          prefix="$"
          decimalScale={2}
          min={0.01}
          max={refundable}
          value={amount}
          onChange={setAmount}
          error={amount !== "" && !valid ? t("orders.refund.amountInvalid") : undefined}
          data-testid="refund-amount"
        />
        <div>
          <Text fz="sm" fw={500} mb={4}>
            {t("orders.refund.to")}
          </Text>
          <SegmentedControl
            value={to}
            onChange={(value) => setTo(value as "wallet" | "provider")}
            data={[
              { value: "wallet", label: t("orders.refund.toWallet") },
              {
                value: "provider",
                label: provider ? t("orders.refund.toProvider", { provider }) : t("orders.refund.toProviderNone"),
                disabled: provider === null,
              },
            ]}
            data-testid="refund-to"
          />
        </div>
        <NativeSelect
          label={t("orders.refund.reason")}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as RefundReason)}
          data={REFUND_REASONS.map((code) => ({ value: code, label: t(`orders.reasons.${code}`) }))}
          data-testid="refund-reason"
        />
        <Textarea
          label={t("orders.refund.note")}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="refund-note"
        />
      </Stack>
    </ActionDialog>
  );
}
