import { NativeSelect, NumberInput, Text, Textarea } from "@mantine/core";
import {
  adjustCustomerWallet,
  consoleCustomerDetail,
  WALLET_ADJUSTMENT_MAX_CENTS,
  WALLET_ADJUSTMENT_REASONS,
  type WalletAdjustmentReason,
} from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { ActionDialog } from "../../../components/action-dialog";

/**
 * Adjusts the wallet: an amount added or taken, a reason from the fixed list and a note. The
 * request key is made when the dialog opens, so a second click on the same form moves money once.
 */
export function AdjustDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useTranslation("console");
  const [requestKey] = useState(() => crypto.randomUUID());
  const [direction, setDirection] = useState<"credit" | "debit">("credit");
  const [dollars, setDollars] = useState<number | string>("");
  const [reason, setReason] = useState<WalletAdjustmentReason>("goodwill");
  const [note, setNote] = useState("");
  const adjust = useEndpointMutation(adjustCustomerWallet, { invalidates: [consoleCustomerDetail] });

  const cents = Math.round(Number(dollars) * 100);
  const valid = Number.isFinite(cents) && cents > 0 && cents <= WALLET_ADJUSTMENT_MAX_CENTS && note.trim().length >= 3;

  return (
    <ActionDialog
      title={t("customers.adjust.title")}
      confirmLabel={t("customers.adjust.submit")}
      confirmTestId="adjust-submit"
      check={() => (valid ? null : t("customers.adjust.invalid"))}
      action={() =>
        adjust.mutateAsync({
          customer_id: customerId,
          request_key: requestKey,
          amount_cents: direction === "credit" ? cents : -cents,
          reason_code: reason,
          note: note.trim(),
        })
      }
      doneMessage={(result) =>
        result.status === "pending"
          ? { color: "yellow", message: t("customers.adjust.pending") }
          : t("customers.adjust.posted")
      }
      onClose={onClose}
    >
      <Text fz="sm" c="dimmed">
        {t("customers.adjust.body")}
      </Text>
      <NativeSelect
        label={t("customers.adjust.direction")}
        value={direction}
        onChange={(event) => setDirection(event.currentTarget.value as "credit" | "debit")}
        data={[
          { value: "credit", label: t("customers.adjust.credit") },
          { value: "debit", label: t("customers.adjust.debit") },
        ]}
        data-testid="adjust-direction"
      />
      <NumberInput
        label={t("customers.adjust.amount")}
        prefix="$"
        decimalScale={2}
        min={0.01}
        max={WALLET_ADJUSTMENT_MAX_CENTS / 100}
        value={dollars}
        onChange={setDollars}
        data-testid="adjust-amount"
      />
      <NativeSelect
        label={t("customers.adjust.reason")}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value as WalletAdjustmentReason)}
        data={WALLET_ADJUSTMENT_REASONS.map((code) => ({ value: code, label: t(`customers.reasons.${code}`) }))}
        data-testid="adjust-reason"
      />
      <Textarea
        label={t("customers.adjust.note")}
        description={t("customers.adjust.noteHint")}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        data-testid="adjust-note"
      />
    </ActionDialog>
  );
}
