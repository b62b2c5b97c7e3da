import { Container, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { openPaymentQuery, sealPaymentPath } from "../../../../lib/payment-view/payment-data";
import type { OrderSelection } from "../load-order-selection";
import type { PaymentResult } from "../payment-query";
import { PaymentSuccess } from "./payment-success";
import { PaymentView } from "./payment-view";

/**
 * Remembers an order placed on this page in its address (`order_no`), so a reload, or the
 * browser's back button from a provider's page, pays that order instead of placing another.
 * The router is not told: nothing on the page depends on the new parameter. A sealed address
 * (`data`, ADR 012) stays sealed.
 */
async function keepOrderInAddress(orderNo: string): Promise<void> {
  const query = await openPaymentQuery(new URLSearchParams(window.location.search));
  query.set("order_no", orderNo);
  const path = await sealPaymentPath(`${window.location.pathname}?${query}`);
  window.history.replaceState(window.history.state, "", path);
}

/** `/payment`: the payment view as a page, with the success overlay of `pay_result=1`. */
export function PaymentPage({ selection, result }: { selection: OrderSelection; result: PaymentResult | null }) {
  const { t } = useTranslation("payment");
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t("heading")}</Title>
        <PaymentView
          selection={selection}
          result={result}
          onOrderPlaced={(orderNo) => void keepOrderInAddress(orderNo)}
        />
      </Stack>
      {result?.payResult === 1 ? <PaymentSuccess result={result} /> : null}
    </Container>
  );
}
