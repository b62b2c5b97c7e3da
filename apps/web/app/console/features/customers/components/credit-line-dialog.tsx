import { NumberInput, Text } from "@mantine/core";
import { consoleCustomerDetail, setCustomerCreditLine } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { ActionDialog } from "../../../components/action-dialog";

/** Sets the credit line (never below what is drawn on it: the server says so in the same words as `credit:set`). */
export function CreditLineDialog({
  customerId,
  currentCents,
  onClose,
}: {
  customerId: string;
  currentCents: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("console");
  const [dollars, setDollars] = useState<number | string>(currentCents / 100);
  const save = useEndpointMutation(setCustomerCreditLine, { invalidates: [consoleCustomerDetail] });
  const cents = Math.round(Number(dollars) * 100);

  return (
    <ActionDialog
      title={t("customers.credit.title")}
      confirmLabel={t("customers.credit.submit")}
      confirmTestId="credit-submit"
      check={() => (Number.isFinite(cents) && cents >= 0 ? null : t("customers.credit.invalid"))}
      action={() => save.mutateAsync({ customer_id: customerId, limit_cents: cents })}
      doneMessage={t("customers.credit.done")}
      onClose={onClose}
    >
      <Text fz="sm" c="dimmed">
        {t("customers.credit.body")}
      </Text>
      <NumberInput
        label={t("customers.credit.limit")}
        prefix="$"
        decimalScale={2}
        min={0}
        value={dollars}
        onChange={setDollars}
        data-testid="credit-limit"
      />
    </ActionDialog>
  );
}
