import { Button } from "@mantine/core";
import { exportRechargeInvoice } from "@portico/contracts";
import { IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifyApiError } from "../../../../../lib/api/notify-api-error";
import { useEndpointMutation } from "../../../../../lib/query/endpoint-mutation";

/**
 * A paid top-up's invoice (spec 02 §7 `GET /api/invoice/export_recharge_invoice`): the call answers
 * a signed link, opened in a new window. As with the orders' invoices, the window opens on the
 * click itself so pop-up blockers let it through, and closes again when the call fails.
 */
export function RechargeInvoiceButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("wallet");
  const { t: tc } = useTranslation();
  const invoice = useEndpointMutation(exportRechargeInvoice);

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
          notifyApiError(error, tc, t("history.deposit.invoiceFailed"));
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
      aria-label={t("history.deposit.invoiceLabel", { orderNo })}
      data-testid="invoice-deposit"
    >
      {t("history.deposit.invoice")}
    </Button>
  );
}
