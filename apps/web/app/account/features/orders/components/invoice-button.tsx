import { Button } from "@mantine/core";
import { exportInvoice } from "@portico/contracts";
import { IconFileInvoice } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { browserCall } from "../../../../lib/api/browser-call";
import { notifyApiError } from "../../../../lib/api/notify-api-error";

/**
 * A paid order's invoice (spec 02 §2): the call answers a signed link, opened in a new window.
 * The window opens on the click itself, before the call, so pop-up blockers let it through;
 * it is closed again when the call fails.
 */
export function InvoiceButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("orders");
  const { t: tc } = useTranslation();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const target = window.open("", "_blank");
    setBusy(true);
    try {
      const { url } = await browserCall(exportInvoice, { order_no: orderNo });
      if (target) {
        target.opener = null;
        target.location.href = url;
      } else window.open(url, "_blank", "noopener");
    } catch (error) {
      target?.close();
      notifyApiError(error, tc, t("messages.invoiceFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconFileInvoice size={14} aria-hidden />}
      onClick={open}
      loading={busy}
      aria-label={t("actions.invoiceLabel", { orderNo })}
      data-testid="invoice-order"
    >
      {t("actions.invoice")}
    </Button>
  );
}
