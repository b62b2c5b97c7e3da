import { Button } from "@mantine/core";
import { exportInvoice } from "@portico/contracts";
import { IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifyApiError } from "../../../../lib/api/notify-api-error";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";

/**
 * A paid order's invoice (spec 02 §2): the call answers a signed link, opened in a new window.
 * The window opens on the click itself, before the call, so pop-up blockers let it through;
 * it is closed again when the call fails. The link changes nothing cached: no invalidation.
 */
export function InvoiceButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("orders");
  const { t: tc } = useTranslation();
  const invoice = useEndpointMutation(exportInvoice);

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
          notifyApiError(error, tc, t("messages.invoiceFailed"));
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
      aria-label={t("actions.invoiceLabel", { orderNo })}
      data-testid="invoice-order"
    >
      {t("actions.invoice")}
    </Button>
  );
}
