import { Alert, Button, Stack, Text } from "@mantine/core";
import { checkoutPay, type OrderInfo, PayStatus, PayType } from "@portico/contracts";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { browserCall } from "../../../../lib/api/browser-call";
import { errorMessage } from "../error-message";
import type { OrderSelection } from "../load-order-selection";
import { existingOrderNo, type Payable, placeOrder, providerCheckoutUrl } from "../payment-actions";
import { methodsFor, type PaymentMethod } from "../payment-methods";
import { isPayable, type PaymentResult, paymentDoneHref } from "../payment-query";
import { BalanceCheckoutDialog } from "./balance-checkout-dialog";
import { OrderSummary } from "./order-summary";
import { PaymentErrorBanner } from "./payment-error-banner";
import { PaymentMethods } from "./payment-methods";
import { PaymentProblem } from "./payment-problem";
import { PlacedOrderSummary } from "./placed-order-summary";
import { RechargeSummary } from "./recharge-summary";
import { RenewalSummary } from "./renewal-summary";
import { SelectionError } from "./selection-error";
import { StaticOrderSummary } from "./static-order-summary";
import { StaticRefused } from "./static-refused";

type PaymentViewProps = {
  selection: OrderSelection;
  /** From the query: back from a provider (1 paid, 2 cancelled), or null. */
  result: PaymentResult | null;
  /** Hears of an order placed here, so a reload of the page pays the same order. */
  onOrderPlaced?: (orderNo: string) => void;
};

function Summary({ payable, orderNo }: { payable: Payable; orderNo: string | null }) {
  switch (payable.kind) {
    case "residential":
      return <OrderSummary pkg={payable.pkg} payPrice={payable.payPrice} />;
    case "static":
      return <StaticOrderSummary selection={payable} />;
    case "renewal":
      return <RenewalSummary period={payable.period} ipCount={payable.ipIds.length} payPrice={payable.payPrice} />;
    case "recharge":
      return <RechargeSummary deposit={payable.deposit} orderNo={orderNo} />;
    case "order":
      return payable.recharge ? (
        <RechargeSummary deposit={payable.order.total_price} orderNo={payable.order.order_no} />
      ) : (
        <PlacedOrderSummary order={payable.order} />
      );
  }
}

/** A placed order that is no longer unpaid: what happened to it, and where to look. */
function OrderState({ order, recharge }: { order: OrderInfo; recharge: boolean }) {
  const { t } = useTranslation("payment");
  const paid = order.pay_status === PayStatus.Paid;
  return (
    <Alert
      color={paid ? "teal" : "orange"}
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      data-testid="order-state"
      data-pay-status={order.pay_status}
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{paid ? t("orderState.paid") : t("orderState.closed")}</Text>
        <Button
          component={Link}
          to={paymentDoneHref({ orderNo: order.order_no, type: order.type, recharge })}
          size="xs"
          variant="light"
        >
          {t("orderState.viewOrders")}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The payment view (spec 01 §2, §4; spec 02 §4), on `/payment` and in the buy pages' overlay: the
 * item with its change-plan link and price summary, the payment methods, the balance checkout
 * dialog, and the cancelled message of `pay_result=2`. Choosing a method places the order when
 * there is none yet, then card and Alipay go to the provider's page, balance opens the dialog
 * and the free option pays at once.
 */
export function PaymentView({ selection, result, onOrderPlaced }: PaymentViewProps) {
  switch (selection.kind) {
    case "static-refused":
      return <StaticRefused message={selection.message} />;
    case "renewal-refused":
      return <RenewalRefused message={selection.message} />;
    case "missing-order":
      return <MissingOrder message={selection.message} />;
    case "invalid-deposit":
      return <InvalidDeposit />;
    case "missing-package":
    case "unknown-package":
      return <SelectionError reason={selection.kind} />;
    default:
      return <PayableView payable={selection} result={result} onOrderPlaced={onOrderPlaced} />;
  }
}

function PayableView({
  payable,
  result,
  onOrderPlaced,
}: {
  payable: Payable;
  result: PaymentResult | null;
  onOrderPlaced?: (orderNo: string) => void;
}) {
  const { t } = useTranslation("payment");
  const navigate = useNavigate();
  const [orderNo, setOrderNo] = useState(existingOrderNo(payable));
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [balanceOpen, setBalanceOpen] = useState(false);
  const placed = payable.kind === "order" ? payable.order : null;
  const recharge = payable.kind === "recharge" || (payable.kind === "order" && payable.recharge);

  const remember = (newOrderNo: string) => {
    setOrderNo(newOrderNo);
    onOrderPlaced?.(newOrderNo);
  };

  async function ensureOrder(payType: PayType): Promise<string> {
    if (orderNo) return orderNo;
    const newOrderNo = await placeOrder(browserCall, payable, payType);
    remember(newOrderNo);
    return newOrderNo;
  }

  async function choose(method: PaymentMethod) {
    setError(null);
    setBusy(method);
    try {
      if (method === "card" || method === "alipay") {
        const payType = method === "card" ? PayType.Card : PayType.Alipay;
        const url = await providerCheckoutUrl(browserCall, payable, payType, orderNo, remember);
        // The provider's page (the sandbox's is Portico's own): the busy state stays until it opens.
        window.location.assign(url);
        return;
      }
      const ordered = await ensureOrder(PayType.Balance);
      if (method === "balance") {
        setBalanceOpen(true);
        setBusy(null);
        return;
      }
      // The free option (a price of 0) is a balance checkout with nothing to take.
      const paid = await browserCall(checkoutPay, { order_no: ordered });
      navigate(paid.url);
    } catch (failure) {
      setError(errorMessage(failure, t("errors.payFailed")));
      setBusy(null);
    }
  }

  const showMethods = result?.payResult !== 1 && (placed === null || isPayable(placed.pay_status));

  return (
    <Stack gap="lg" data-testid="payment-view">
      {result?.payResult === 2 ? (
        <Alert
          color="orange"
          variant="light"
          title={t("cancelled")}
          icon={<IconInfoCircle aria-hidden />}
          data-testid="payment-cancelled"
        >
          {t("cancelledHint")}
        </Alert>
      ) : null}
      {error ? <PaymentErrorBanner message={error} /> : null}
      <Summary payable={payable} orderNo={orderNo} />
      {placed !== null && !isPayable(placed.pay_status) && result?.payResult !== 1 ? (
        <OrderState order={placed} recharge={recharge} />
      ) : null}
      {showMethods ? <PaymentMethods methods={methodsFor(payable)} busy={busy} onChoose={choose} /> : null}
      {orderNo ? (
        <BalanceCheckoutDialog
          orderNo={orderNo}
          opened={balanceOpen}
          onClose={() => setBalanceOpen(false)}
          onPaid={(url) => navigate(url)}
        />
      ) : null}
    </Stack>
  );
}

function RenewalRefused({ message }: { message: string | null }) {
  const { t } = useTranslation("payment");
  return (
    <PaymentProblem
      message={message ?? t("errors.renewalRefused")}
      backTo="/ucenter/staticisp/ips"
      backLabel={t("errors.backToIps")}
    />
  );
}

function MissingOrder({ message }: { message: string | null }) {
  const { t } = useTranslation("payment");
  return <PaymentErrorBanner message={message ?? t("errors.missingOrderInfo")} />;
}

function InvalidDeposit() {
  const { t } = useTranslation("payment");
  return (
    <PaymentProblem
      message={t("errors.invalidDeposit")}
      backTo="/ucenter/wallet/"
      backLabel={t("errors.backToWallet")}
    />
  );
}
