import { Button } from "@mantine/core";
import type { exportInvoice, exportRechargeInvoice } from "@portico/contracts";
import { IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifyApiError } from "../../../lib/api/notify-api-error";
import { useEndpointMutation } from "../../../lib/query/endpoint-mutation";

/** The two invoice calls (spec 02 §7): an order's and a top-up's; both answer a signed link. */
type InvoiceEndpoint = typeof exportInvoice | typeof exportRechargeInvoice;

export type InvoiceButtonProps = {
  endpoint: InvoiceEndpoint;
  orderNo: string;
  /** The button's text, its accessible name (naming the order) and the failure message, translated. */
  label: string;
  ariaLabel: string;
  failedMessage: string;
  testId: string;
};

/**
 * A paid order's or top-up's invoice: the call answers a signed link, opened in a new window.
 * The window opens on the click itself, before the call, so pop-up blockers let it through; it
 * is closed again when the call fails. The link changes nothing cached: no invalidation.
 */
export function InvoiceButton({ endpoint, orderNo, label, ariaLabel, failedMessage, testId }: InvoiceButtonProps) {
  const { t: tc } = useTranslation();
  // Both endpoints take `{ order_no }` and answer `{ url }`; one mutation type serves them.
  const invoice = useEndpointMutation(endpoint as typeof exportRechargeInvoice);

  const open = () => {
    const target = window.open("", "_blank");
    invoice.mutate(
      { order_no: orderNo },
      {
        onSuccess: ({ url }) => {
          if (target) {
            target.opener = null;
            target.location.href = url;
          } else window.open(url, "_blank", "noopener");
        },
        onError: (error) => {
          target?.close();
          notifyApiError(error, tc, failedMessage);
        },
      },
    );
  };

  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconFileInvoice size={14} aria-hidden />}
      onClick={open}
      loading={invoice.isPending}
      aria-label={ariaLabel}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
