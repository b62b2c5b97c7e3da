import { Badge, Stack } from "@mantine/core";
import type { consoleOrderDetail, EndpointData } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { TableCard } from "../../../components/table-card";
import { formatMoney, formatTime, formatUsd } from "../format";

type Detail = EndpointData<typeof consoleOrderDetail>;

const STATE_COLORS: Record<string, string> = {
  paid: "green",
  done: "green",
  succeeded: "green",
  failed: "red",
  refused: "red",
  pending: "yellow",
  open: "yellow",
};
function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation("console");
  return (
    <Badge color={STATE_COLORS[state] ?? "gray"} variant="light" tt="none" miw="max-content">
      {t(`orders.states.${state}`, { defaultValue: state })}
    </Badge>
  );
}

/** The order's checkouts, webhook events, refunds and ledger transfers, as recorded. */
export function OrderTables({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation("console");
  const language = i18n.language;
  const when = (seconds: number | null) => (seconds ? formatTime(seconds, language) : "—");
  return (
    <Stack gap="lg">
      <TableCard
        emptyText={t("orders.detail.none")}
        title={t("orders.detail.checkouts")}
        rows={detail.checkouts}
        idAccessor="checkout_no"
        testId="order-checkouts"
        columns={[
          { accessor: "checkout_no", title: t("orders.detail.checkoutNo"), noWrap: true },
          { accessor: "provider", title: t("orders.detail.provider") },
          {
            accessor: "state",
            title: t("orders.detail.state"),
            noWrap: true,
            render: (row) => <StateBadge state={row.state} />,
          },
          {
            accessor: "amount",
            title: t("orders.detail.amount"),
            textAlign: "right",
            noWrap: true,
            render: (row) => formatMoney(row.amount, language),
          },
          {
            accessor: "paid",
            title: t("orders.detail.paidAmount"),
            textAlign: "right",
            noWrap: true,
            render: (row) => (row.paid ? formatMoney(row.paid, language) : "—"),
          },
          { accessor: "provider_ref", title: t("orders.detail.providerRef"), render: (row) => row.provider_ref ?? "—" },
          { accessor: "result", title: t("orders.detail.result"), render: (row) => row.result ?? "—" },
          {
            accessor: "created_at",
            title: t("orders.detail.when"),
            noWrap: true,
            render: (row) => when(row.created_at),
          },
        ]}
      />
      <TableCard
        emptyText={t("orders.detail.none")}
        title={t("orders.detail.events")}
        rows={detail.events}
        idAccessor="event_id"
        testId="order-events"
        columns={[
          { accessor: "event_id", title: t("orders.detail.eventId") },
          { accessor: "provider", title: t("orders.detail.provider") },
          {
            accessor: "outcome",
            title: t("orders.detail.outcome"),
            noWrap: true,
            render: (row) => <StateBadge state={row.outcome} />,
          },
          {
            accessor: "amount",
            title: t("orders.detail.amount"),
            textAlign: "right",
            noWrap: true,
            render: (row) => formatMoney(row.amount, language),
          },
          { accessor: "provider_ref", title: t("orders.detail.providerRef") },
          { accessor: "result", title: t("orders.detail.result") },
          {
            accessor: "received_at",
            title: t("orders.detail.when"),
            noWrap: true,
            render: (row) => when(row.received_at),
          },
        ]}
      />
      <TableCard
        emptyText={t("orders.detail.none")}
        title={t("orders.detail.refunds")}
        rows={detail.refunds}
        idAccessor="request_id"
        testId="order-refunds"
        columns={[
          {
            accessor: "amount_cents",
            title: t("orders.detail.amount"),
            textAlign: "right",
            noWrap: true,
            render: (row) => formatUsd(row.amount_cents, language, "cents"),
          },
          {
            accessor: "destination",
            title: t("orders.detail.destination"),
            render: (row) =>
              row.destination === "wallet" ? t("orders.refund.toWallet") : (row.provider ?? row.destination),
          },
          {
            accessor: "status",
            title: t("orders.detail.state"),
            noWrap: true,
            render: (row) => <StateBadge state={row.status} />,
          },
          { accessor: "failure", title: t("orders.detail.failure"), render: (row) => row.failure ?? "—" },
          { accessor: "request_id", title: t("orders.detail.requestId") },
          {
            accessor: "created_at",
            title: t("orders.detail.when"),
            noWrap: true,
            render: (row) => when(row.created_at),
          },
          {
            accessor: "settled_at",
            title: t("orders.detail.settled"),
            noWrap: true,
            render: (row) => when(row.settled_at),
          },
        ]}
      />
      <TableCard
        emptyText={t("orders.detail.none")}
        title={t("orders.detail.transfers")}
        rows={detail.transfers}
        idAccessor="id"
        testId="order-transfers"
        columns={[
          { accessor: "id", title: "#" },
          {
            accessor: "kind",
            title: t("orders.detail.transferKind"),
            render: (row) => t(`orders.transferKinds.${row.kind}`, { defaultValue: row.kind }),
          },
          {
            accessor: "customer_delta_cents",
            title: t("orders.detail.balanceMoved"),
            textAlign: "right",
            noWrap: true,
            render: (row) => formatUsd(row.customer_delta_cents, language, "cents"),
          },
          { accessor: "memo", title: t("orders.detail.memo") },
          {
            accessor: "created_at",
            title: t("orders.detail.when"),
            noWrap: true,
            render: (row) => when(row.created_at),
          },
        ]}
      />
    </Stack>
  );
}
