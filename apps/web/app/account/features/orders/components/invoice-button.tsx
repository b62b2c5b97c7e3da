import { exportInvoice } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { InvoiceButton } from "../../../components/invoice-button/invoice-button";

/** A paid order's invoice (spec 02 §2), in the orders' words. */
export function OrderInvoiceButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("orders");
  return (
    <InvoiceButton
      endpoint={exportInvoice}
      orderNo={orderNo}
      label={t("actions.invoice")}
      ariaLabel={t("actions.invoiceLabel", { orderNo })}
      failedMessage={t("messages.invoiceFailed")}
      testId="invoice-order"
    />
  );
}
