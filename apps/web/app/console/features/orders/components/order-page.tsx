import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { consoleOrderDetail, PayStatus, PayType } from "@portico/contracts";
import { IconArrowBackUp, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { failureMessage } from "../../../components/failure-message";
import { useHasPermission } from "../../../components/use-staff-me";
import { formatTime, formatUsd } from "../format";
import { CloseOrderDialog } from "./close-order-dialog";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTables } from "./order-tables";
import { RefundDialog } from "./refund-dialog";

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" fw={500} data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** `/console/orders/:orderNo`: the order's figures and history, and closing or refunding it. */
export function OrderPage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("console");
  if (!useHasPermission("orders:read"))
    return (
      <Alert color="gray" data-testid="orders-no-access">
        {t("orders.noAccess")}
      </Alert>
    );
  return <OrderScreen orderNo={orderNo} />;
}

function OrderScreen({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useTranslation("console");
  const detail = useEndpointQuery(consoleOrderDetail, { order_no: orderNo });
  const canClose = useHasPermission("orders:close");
  const canRefund = useHasPermission("orders:refund");
  const [dialog, setDialog] = useState<"close" | "refund" | null>(null);

  if (detail.isPending) return <Loader />;
  if (detail.isError)
    return (
      <Alert color="red" data-testid="order-load-failed">
        {failureMessage(detail.error, t)}
      </Alert>
    );
  const { order } = detail.data;
  const language = i18n.language;
  const when = (seconds: number | null) => (seconds ? formatTime(seconds, language) : "—");
  const closable = order.pay_status === PayStatus.Unpaid;
  const refundable = order.pay_status === PayStatus.Paid && order.refundable > 0;

  return (
    <Stack gap="lg" maw={1600}>
      <Anchor component={Link} to="/console/orders" fz="sm">
        ← {t("orders.detail.back")}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} data-testid="order-no">
              {order.order_no}
            </Title>
            <OrderStatusBadge status={order.pay_status} refunded={order.refunded > 0} />
          </Group>
          <Text c="dimmed">{order.title}</Text>
        </div>
        <Group gap="sm">
          {canClose && closable ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => setDialog("close")}
              data-testid="order-close"
            >
              {t("orders.close.open")}
            </Button>
          ) : null}
          {canRefund && refundable ? (
            <Button
              color="orange"
              leftSection={<IconArrowBackUp size={16} />}
              onClick={() => setDialog("refund")}
              data-testid="order-refund"
            >
              {t("orders.refund.open")}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg" verticalSpacing="md">
          <Figure label={t("orders.columns.customer")}>
            <Anchor component={Link} to={`/console/customers/${order.customer.id}`} fz="sm">
              {order.customer.email}
            </Anchor>
          </Figure>
          <Figure label={t("orders.columns.kind")}>{t(`orders.kind.${order.kind}`)}</Figure>
          <Figure label={t("orders.columns.amount")} testId="order-amount">
            {formatUsd(order.amount, language)}
          </Figure>
          <Figure label={t("orders.detail.discount")}>{formatUsd(order.discount, language)}</Figure>
          <Figure label={t("orders.detail.refunded")} testId="order-refunded">
            {formatUsd(order.refunded, language)}
            {order.refund_pending > 0
              ? ` (${t("orders.detail.pending", { amount: formatUsd(order.refund_pending, language) })})`
              : ""}
          </Figure>
          <Figure label={t("orders.detail.refundable")} testId="order-refundable">
            {formatUsd(order.refundable, language)}
          </Figure>
          <Figure label={t("orders.columns.method")}>
            {order.pay_type === null ? "—" : t(`orders.method.${order.pay_type as PayType}`)}
            {order.provider ? ` · ${order.provider}` : ""}
          </Figure>
          <Figure label={t("orders.detail.providerRef")}>{order.provider_ref ?? "—"}</Figure>
          <Figure label={t("orders.detail.paymentRef")}>{order.provider_payment_ref ?? "—"}</Figure>
          <Figure label={t("orders.detail.quantity")}>
            {order.kind === "residential" || order.kind === "recharge"
              ? order.quantity
              : t("orders.detail.quantityDays", { count: order.quantity, days: order.days })}
          </Figure>
          <Figure label={t("orders.columns.created")}>{when(order.created_at)}</Figure>
          <Figure label={t("orders.columns.paid")}>{when(order.paid_at)}</Figure>
          <Figure
            label={order.pay_status === PayStatus.Unpaid ? t("orders.detail.closesAt") : t("orders.detail.cancelled")}
          >
            {order.pay_status === PayStatus.Unpaid ? when(order.close_at) : when(order.cancelled_at)}
          </Figure>
          <Figure label={t("orders.detail.fulfilled")}>{when(order.fulfilled_at)}</Figure>
        </SimpleGrid>
      </Card>
      <OrderTables detail={detail.data} />
      {dialog === "close" ? <CloseOrderDialog orderNo={order.order_no} onClose={() => setDialog(null)} /> : null}
      {dialog === "refund" ? (
        <RefundDialog
          orderNo={order.order_no}
          refundable={order.refundable}
          provider={order.pay_type === PayType.Balance ? null : order.provider}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
