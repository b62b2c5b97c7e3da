import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { consoleCustomerDetail, setCustomerCreditLine } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useWithReauth } from "../../../components/reauth/reauth-provider";

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
  const [error, setError] = useState<string | null>(null);
  const save = useEndpointMutation(setCustomerCreditLine, { invalidates: [consoleCustomerDetail] });
  const withReauth = useWithReauth();

  const submit = async () => {
    setError(null);
    const cents = Math.round(Number(dollars) * 100);
    if (!Number.isFinite(cents) || cents < 0) {
      setError(t("customers.credit.invalid"));
      return;
    }
    try {
      await withReauth(() => save.mutateAsync({ customer_id: customerId, limit_cents: cents }));
      showToast({ color: "green", message: t("customers.credit.done") });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("customers.credit.title")} centered>
      <Stack>
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
        {error ? (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="credit-submit">
            {t("customers.credit.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
