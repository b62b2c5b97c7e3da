import { exportRechargeInvoice } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { InvoiceButton } from "../../../../components/invoice-button/invoice-button";

/** A paid top-up's invoice (spec 02 §7 `GET /api/invoice/export_recharge_invoice`), in the wallet's words. */
export function RechargeInvoiceButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("wallet");
  return (
    <InvoiceButton
      endpoint={exportRechargeInvoice}
      orderNo={orderNo}
      label={t("history.deposit.invoice")}
      ariaLabel={t("history.deposit.invoiceLabel", { orderNo })}
      failedMessage={t("history.deposit.invoiceFailed")}
      testId="invoice-deposit"
    />
  );
}
