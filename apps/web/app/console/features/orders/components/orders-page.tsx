import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { type ConsoleOrderRow, consoleOrders, consoleOrdersExport } from "@portico/contracts";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListPager } from "../../../../components/list-pager/list-pager";
import { FIRST_POSITION, type ListPosition, positionFor } from "../../../../components/list-pager/list-position";
import { browserCall } from "../../../../lib/api/browser-call";
import { endpointQuery } from "../../../../lib/query/endpoint-query";
import { saveBase64File } from "../../../../lib/save-base64-file";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useHasPermission } from "../../../components/use-staff-me";
import { formatShortTime, formatUsd } from "../format";
import { filterFormOf, type OrderFilterForm, orderFiltersOf, searchOf } from "../orders-query";
import { OrderFilters } from "./order-filters";
import { OrderStatusBadge } from "./order-status-badge";

const PAGE_SIZE = 20;

/** `/console/orders`: every customer's orders, newest first, filtered (issue #25 item 4). */
export function OrdersPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("orders:read"))
    return (
      <Alert color="gray" data-testid="orders-no-access">
        {t("orders.noAccess")}
      </Alert>
    );
  return <OrdersScreen />;
}

function OrdersScreen() {
  const { t, i18n } = useTranslation("console");
  const [search, setSearch] = useSearchParams();
  const form = filterFormOf(search);
  const filters = orderFiltersOf(form);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [position, setPosition] = useState<ListPosition>(FIRST_POSITION);
  const query = {
    ...filters,
    page: position.page,
    limit: pageSize,
    ...(position.cursor ? { cursor: position.cursor } : {}),
  };
  const orders = useQuery({ ...endpointQuery(consoleOrders, query), placeholderData: keepPreviousData });
  const exportFile = useMutation({
    mutationFn: () => browserCall(consoleOrdersExport, filters),
    onSuccess: (file) => {
      saveBase64File(file.filename, file.content_type, file.content_base64);
      showToast({
        color: file.truncated ? "orange" : "green",
        message: file.truncated
          ? t("orders.exportTruncated", { count: file.rows })
          : t("orders.exported", { count: file.rows }),
      });
    },
    onError: (failure) => showToast({ color: "red", message: failureMessage(failure, t) }),
  });

  const apply = (next: OrderFilterForm) => {
    setPosition(FIRST_POSITION);
    setSearch(searchOf(next));
  };
  const when = (seconds: number | null) => (seconds ? formatShortTime(seconds, i18n.language) : "—");

  return (
    <Stack gap="lg" maw={1600}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t("orders.title")}</Title>
          <Text c="dimmed">{t("orders.subtitle")}</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exportFile.isPending}
          onClick={() => exportFile.mutate()}
          data-testid="orders-export"
        >
          {t("orders.export")}
        </Button>
      </Group>
      <OrderFilters key={search.toString()} initial={form} onApply={apply} />
      <Card withBorder radius="md" padding={0}>
        {orders.isError ? (
          <Alert color="red" m="md">
            {failureMessage(orders.error, t)}
          </Alert>
        ) : (
          <DataTable<ConsoleOrderRow>
            records={orders.data?.list ?? []}
            fetching={orders.isFetching}
            idAccessor="order_no"
            columns={[
              {
                accessor: "order_no",
                title: t("orders.columns.orderNo"),
                noWrap: true,
                render: (row) => (
                  <Anchor component={Link} to={`/console/orders/${encodeURIComponent(row.order_no)}`} fz="sm">
                    {row.order_no}
                  </Anchor>
                ),
              },
              {
                accessor: "customer.email",
                title: t("orders.columns.customer"),
                render: (row) => (
                  <Anchor
                    component={Link}
                    to={`/console/customers/${row.customer.id}`}
                    fz="sm"
                    display="block"
                    miw={170}
                    style={{ overflowWrap: "break-word" }}
                  >
                    {row.customer.email}
                  </Anchor>
                ),
              },
              {
                accessor: "kind",
                title: t("orders.columns.kind"),
                noWrap: true,
                render: (row) => t(`orders.kind.${row.kind}`),
              },
              {
                accessor: "title",
                title: t("orders.columns.title"),
                render: (row) => (
                  <Text fz="sm" miw={130}>
                    {row.title}
                  </Text>
                ),
              },
              {
                accessor: "amount",
                title: t("orders.columns.amount"),
                textAlign: "right",
                noWrap: true,
                render: (row) => formatUsd(row.amount, i18n.language),
              },
              {
                accessor: "pay_status",
                title: t("orders.columns.status"),
                noWrap: true,
                render: (row) => <OrderStatusBadge status={row.pay_status} refunded={row.refunded > 0} />,
              },
              {
                accessor: "provider",
                title: t("orders.columns.method"),
                render: (row) =>
                  row.pay_type === null
                    ? "—"
                    : `${t(`orders.method.${row.pay_type}`, { defaultValue: String(row.pay_type) })}${row.provider ? ` · ${row.provider}` : ""}`,
              },
              {
                accessor: "created_at",
                title: t("orders.columns.created"),
                render: (row) => when(row.created_at),
              },
              {
                accessor: "paid_at",
                title: t("orders.columns.paid"),
                render: (row) => when(row.paid_at),
              },
            ]}
            verticalSpacing="sm"
            horizontalSpacing="sm"
            highlightOnHover
            minHeight={orders.data?.list.length ? undefined : 160}
            noRecordsText={t("orders.empty")}
            customRowAttributes={(row) => ({ "data-testid": "order-row", "data-order": row.order_no })}
            data-testid="orders-table"
          />
        )}
      </Card>
      {orders.data ? (
        <ListPager
          total={orders.data.count}
          capped={orders.data.count_capped}
          page={position.page}
          pageSize={pageSize}
          hasNext={orders.data.next_cursor !== null}
          hasPrevious={orders.data.prev_cursor !== null}
          onPage={(target) => setPosition(positionFor(target, position.page, orders.data))}
          onPageSize={(size) => {
            setPageSize(size);
            setPosition(FIRST_POSITION);
          }}
        />
      ) : null}
    </Stack>
  );
}
