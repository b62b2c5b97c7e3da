import { Anchor, SimpleGrid } from "@mantine/core";
import type { ConsoleCustomerDetail } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TableCard } from "../../../components/table-card";
import { formatCents, formatTime } from "../format";

/** The customer's newest orders, IPs, live sessions and API keys. */
export function CustomerLists({ customer }: { customer: ConsoleCustomerDetail }) {
  const { t, i18n } = useTranslation("console");
  const when = (seconds: number | null) => (seconds ? formatTime(seconds, i18n.language) : t("customers.detail.none"));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <TableCard
        emptyText={t("customers.detail.empty")}
        title={t("customers.detail.orders")}
        rows={customer.orders}
        idAccessor="order_no"
        testId="customer-orders"
        columns={[
          {
            accessor: "order_no",
            title: t("customers.detail.orderNo"),
            render: (row) => (
              <Anchor component={Link} to={`/console/orders/${encodeURIComponent(row.order_no)}`} fz="sm">
                {row.order_no}
              </Anchor>
            ),
          },
          {
            accessor: "kind",
            title: t("customers.detail.kind"),
            render: (row) => t(`customers.kind.${row.kind}`, { defaultValue: row.kind }),
          },
          {
            accessor: "pay_status",
            title: t("customers.detail.payStatus"),
            render: (row) => t(`customers.payStatus.${row.pay_status}`, { defaultValue: String(row.pay_status) }),
          },
          {
            accessor: "price_cents",
            title: t("customers.detail.price"),
            textAlign: "right",
            render: (row) => formatCents(row.price_cents, i18n.language),
          },
          {
            accessor: "created_at",
            title: t("customers.detail.when"),
            noWrap: true,
            render: (row) => when(row.created_at),
          },
        ]}
      />
      <TableCard
        emptyText={t("customers.detail.empty")}
        title={t("customers.detail.ips", { total: customer.ips.total })}
        rows={customer.ips.list}
        idAccessor="address"
        testId="customer-ips"
        columns={[
          { accessor: "address", title: t("customers.detail.address"), render: (row) => `${row.address}:${row.port}` },
          { accessor: "expire_at", title: t("customers.detail.expires"), render: (row) => when(row.expire_at) },
        ]}
      />
      <TableCard
        emptyText={t("customers.detail.empty")}
        title={t("customers.detail.sessions")}
        rows={customer.sessions}
        idAccessor="id"
        testId="customer-sessions"
        columns={[
          { accessor: "created_at", title: t("customers.detail.started"), render: (row) => when(row.created_at) },
          { accessor: "last_seen_at", title: t("customers.detail.lastSeen"), render: (row) => when(row.last_seen_at) },
        ]}
      />
      <TableCard
        emptyText={t("customers.detail.empty")}
        title={t("customers.detail.apiKeys")}
        rows={customer.api_keys}
        idAccessor="id"
        testId="customer-api-keys"
        columns={[
          { accessor: "name", title: t("customers.columns.name") },
          { accessor: "hint", title: t("customers.detail.keyHint") },
          { accessor: "last_used_at", title: t("customers.detail.lastUsed"), render: (row) => when(row.last_used_at) },
        ]}
      />
    </SimpleGrid>
  );
}
