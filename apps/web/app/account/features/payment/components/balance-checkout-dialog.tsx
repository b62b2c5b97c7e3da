import { Anchor, Button, Divider, Group, Loader, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import { applyCoupon, type CheckoutInit, checkoutInit, checkoutPay } from "@portico/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { browserCall } from "../../../../lib/api/browser-call";
import { formatUsd } from "../../../../lib/format-usd";
import { errorMessage } from "../error-message";
import { fitsBalance } from "../fits-balance";
import { PAYMENT_MODAL_Z_INDEX } from "./modal-layer";
import { PaymentErrorBanner } from "./payment-error-banner";

type BalanceCheckoutDialogProps = {
  orderNo: string;
  opened: boolean;
  onClose: () => void;
  /** The server's success URL: the payment view's paid state for this order. */
  onPaid: (url: string) => void;
};

type CouponNote = { kind: "applied" | "error"; message: string };

/**
 * The balance checkout dialog (spec 01 §2–§5, §8): the order's name, subtotal, credit (when the
 * customer has a credit line) and balance; a coupon with apply; and the pay button, disabled while
 * paying, when the total exceeds balance plus credit (it then reads 'Insufficient Balance') and
 * while a failure is shown.
 */
export function BalanceCheckoutDialog({ orderNo, opened, onClose, onPaid }: BalanceCheckoutDialogProps) {
  const { t } = useTranslation("payment");
  const [init, setInit] = useState<CheckoutInit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [coupon, setCoupon] = useState("");
  const [couponNote, setCouponNote] = useState<CouponNote | null>(null);
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState(false);

  // Each opening reads the order and the wallet again: the balance may have moved since.
  useEffect(() => {
    if (!opened) return;
    let live = true;
    setInit(null);
    setError(null);
    setCouponNote(null);
    browserCall(checkoutInit, { order_no: orderNo })
      .then((answer) => {
        if (!live) return;
        setInit(answer);
        if (answer.coupon) setCoupon(answer.coupon);
      })
      .catch((failure: unknown) => live && setError(errorMessage(failure, t("errors.initFailed"))));
    return () => {
      live = false;
    };
  }, [opened, orderNo, t]);

  async function apply() {
    if (!init) return;
    if (coupon.trim() === "") {
      setCouponNote({ kind: "error", message: t("errors.enterCouponCode") });
      return;
    }
    setApplying(true);
    setCouponNote(null);
    try {
      const held = await browserCall(applyCoupon, { coupon: coupon.trim(), order_no: orderNo });
      setInit({ ...init, coupon: held.coupon, discount: held.discount, total: held.total });
      setCoupon(held.coupon);
      setCouponNote({ kind: "applied", message: t("checkout.couponApplied") });
    } catch (failure) {
      setCouponNote({ kind: "error", message: errorMessage(failure, t("errors.invalidCoupon")) });
    } finally {
      setApplying(false);
    }
  }

  async function pay() {
    if (!init) return;
    setPaying(true);
    setError(null);
    try {
      // The applied coupon is held by the order on the server; naming it again changes nothing.
      const paid = await browserCall(checkoutPay, { order_no: orderNo, coupon: init.coupon ?? undefined });
      onPaid(paid.url);
    } catch (failure) {
      setError(errorMessage(failure, t("errors.payFailed")));
      setPaying(false);
    }
  }

  const enough = init ? fitsBalance(init) : false;
  const rows = init
    ? [
        { key: "orderName", label: t("checkout.orderName"), value: init.order_name },
        { key: "subtotal", label: t("checkout.subtotal"), value: formatUsd(init.subtotal) },
        ...(init.discount > 0
          ? [{ key: "discount", label: t("checkout.discount"), value: `−${formatUsd(init.discount)}` }]
          : []),
        ...(init.show_credit === 1
          ? [{ key: "credit", label: t("checkout.credit"), value: formatUsd(init.credit) }]
          : []),
        { key: "balance", label: t("checkout.balance"), value: formatUsd(init.balance) },
      ]
    : [];

  return (
    <Modal
      opened={opened}
      onClose={paying ? () => {} : onClose}
      title={t("checkout.title")}
      centered
      stackId="balance-checkout"
      zIndex={PAYMENT_MODAL_Z_INDEX}
      closeOnClickOutside={!paying}
    >
      <Stack gap="md" data-testid="balance-checkout">
        {error ? <PaymentErrorBanner message={error} testId="checkout-error" /> : null}
        {init === null ? (
          error ? null : (
            <Group justify="center" py="lg">
              <Loader size="sm" aria-label={t("loading")} />
            </Group>
          )
        ) : (
          <>
            <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6}>
              <Table.Tbody>
                {rows.map(({ key, label, value }) => (
                  <Table.Tr key={key}>
                    <Table.Th fw={400} c="dimmed" bg="transparent" w="45%">
                      {label}
                    </Table.Th>
                    <Table.Td ta="right" fw={600} data-testid={`checkout-${key}`} style={{ overflowWrap: "anywhere" }}>
                      {value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap={6}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t("checkout.coupon")}
                  placeholder={t("checkout.couponPlaceholder")}
                  value={coupon}
                  maxLength={64}
                  onChange={(event) => {
                    setCoupon(event.currentTarget.value);
                    setCouponNote(null);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") void apply();
                  }}
                  error={couponNote?.kind === "error" ? couponNote.message : undefined}
                  data-testid="coupon-input"
                />
                <Button
                  variant="default"
                  mt={25}
                  loading={applying}
                  disabled={paying}
                  onClick={() => void apply()}
                  data-testid="coupon-apply"
                >
                  {t("checkout.apply")}
                </Button>
              </Group>
              {couponNote?.kind === "applied" ? (
                <Text fz="sm" c="teal.8" fw={600} data-testid="coupon-applied">
                  {couponNote.message}
                </Text>
              ) : null}
            </Stack>
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t("checkout.total")}</Text>
              <Text fz={24} fw={800} c="portico.9" data-testid="checkout-total">
                {formatUsd(init.total)}
              </Text>
            </Group>
          </>
        )}
        <Button
          size="md"
          fullWidth
          loading={paying}
          disabled={init === null || !enough || error !== null}
          onClick={() => void pay()}
          data-testid="checkout-pay"
        >
          {init && !enough ? t("checkout.insufficient") : t("checkout.pay", { amount: formatUsd(init?.total ?? 0) })}
        </Button>
        {init && !enough ? (
          <Anchor component={Link} to="/ucenter/wallet/" ta="center" fz="sm" data-testid="checkout-top-up">
            {t("checkout.topUp")}
          </Anchor>
        ) : null}
      </Stack>
    </Modal>
  );
}
