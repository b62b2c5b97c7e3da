import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { cancelOrder, type OrderHistoryQuery, type OrderRow, orderHistory } from "@portico/contracts";
import { PayStatus } from "@portico/contracts/codes";
import { unpaidSecondsLeft } from "@portico/domain";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ListPager } from "../../../../components/list-pager/list-pager";
import { FIRST_POSITION, type ListPosition, positionFor } from "../../../../components/list-pager/list-position";
import { notifyApiError } from "../../../../lib/api/notify-api-error";
import { followPaymentLink } from "../../../../lib/payment-view/follow-payment-link";
import { usePreferencesStore } from "../../../../lib/preferences-store";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { endpointQuery } from "../../../../lib/query/endpoint-query";
import { showToast } from "../../../../lib/toast";
import { QueryState } from "../../../components/query-state/query-state";
import { useRowHighlight } from "../../../components/row-highlight/use-row-highlight";
import { NO_FILTERS, type OrderFilters, orderHistoryQuery } from "../order-filters";
import { ORDER_LISTS, type OrderListKind } from "../order-list-kind";
import { useClockOffset, useServerNow } from "../use-server-now";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { OrderFiltersBar } from "./order-filters-bar";
import { OrderTable } from "./order-table";
import { TrafficSummary } from "./traffic-summary";

const counting = (row: OrderRow, now: number) => row.pay_status === PayStatus.Unpaid && unpaidSecondsLeft(row, now) > 0;

/**
 * `/ucenter/residential/orders` and `/ucenter/staticisp/orders` (spec 02 §2, §4): filters, the
 * newest orders first with their actions, pagination, the xlsx export, and for the residential
 * list the traffic account. `?orderNo=` (where a payment lands) highlights that order's row.
 * The list is a query keyed by its filters and page (another page keeps the rows on screen until
 * it comes); a cancel invalidates the lists, so the row changes without a reload.
 */
export function OrderListPage({ kind }: { kind: OrderListKind }) {
  const { t } = useTranslation("orders");
  const { t: tc } = useTranslation();
  const settings = ORDER_LISTS[kind];
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pageSize = usePreferencesStore((state) => state.paginationSize);
  const setPageSize = usePreferencesStore((state) => state.setPaginationSize);
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [position, setPosition] = useState<ListPosition>(FIRST_POSITION);
  const query = orderHistoryQuery(settings.type, filters, position.page, pageSize);
  // A page beside the one shown is read by its cursor (ADR 415); the export walks its own.
  const pageQuery = position.cursor ? { ...query, cursor: position.cursor } : query;
  const history = useQuery({ ...endpointQuery(orderHistory, pageQuery), placeholderData: keepPreviousData });
  const rows = history.data?.list ?? [];

  const clockOffset = useClockOffset(history.data, history.dataUpdatedAt, history.isPlaceholderData);
  const [now, setTicking] = useTickingNow(clockOffset);
  const running = rows.some((row) => counting(row, now));
  useEffect(() => setTicking(running), [running, setTicking]);

  // A countdown at 0: the row shows closed at once, and the list is read again for the server's word.
  const over = rows
    .filter((row) => row.pay_status === PayStatus.Unpaid && !counting(row, now))
    .map((row) => row.order_no)
    .join(",");
  const rereadFor = useRef("");
  const { refetch } = history;
  useEffect(() => {
    if (!over || over === rereadFor.current) return;
    rereadFor.current = over;
    void refetch();
  }, [over, refetch]);

  // Highlighted once the list has been read since this navigation (the route's clientLoader
  // invalidates it on each one, so a payment landing here with ?orderNo= finds its order).
  const loaded = history.data !== undefined && !history.isFetching;
  const highlighted = useRowHighlight(searchParams.get("orderNo"), loaded, location.key);

  const [cancelling, setCancelling] = useState<OrderRow | null>(null);
  // The lists change. (The buy pages' stock changes too, but answers are stale at once: the static
  // panel reads it again when it mounts, and no list page shows it.)
  const cancel = useEndpointMutation(cancelOrder, { invalidates: [orderHistory] });
  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(
      { type: cancelling.type, order_no: cancelling.order_no },
      {
        onSuccess: () => showToast({ color: "green", message: t("messages.cancelled") }),
        onError: (error) => notifyApiError(error, tc),
        onSettled: () => setCancelling(null),
      },
    );
  };

  // The user centre is behind the login: the order's payment view, sealed when the envelope is on.
  const pay = (row: OrderRow) =>
    void followPaymentLink(`/payment?order_no=${encodeURIComponent(row.order_no)}`, true, navigate);

  // The export reads the list itself, page after page; its code loads on the click.
  const exportList = useMutation({
    mutationFn: async (filtered: OrderHistoryQuery) => {
      const { exportOrders } = await import("../export-orders");
      await exportOrders(kind, filtered, t);
    },
    onError: (error) => notifyApiError(error, tc, t("messages.exportFailed")),
  });

  return (
    <Stack gap="lg" data-testid="order-list" data-kind={kind}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {t(`heading.${kind}`)}
          </Title>
          <Text c="dimmed">{t(`subheading.${kind}`)}</Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => exportList.mutate(query)}
          loading={exportList.isPending}
          disabled={rows.length === 0}
          data-testid="export-orders"
        >
          {t("export.button")}
        </Button>
      </Group>
      {kind === "residential" && history.data && <TrafficSummary account={history.data} />}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <OrderFiltersBar
            withTime={settings.filterWithTime}
            onApply={(next) => {
              setFilters(next);
              setPosition(FIRST_POSITION);
            }}
          />
          <QueryState queries={[history]}>
            {(list) => (
              <OrderTable
                kind={kind}
                rows={list.list}
                now={now}
                highlighted={highlighted}
                onPay={pay}
                onCancel={setCancelling}
                filtered={Object.values(filters).some((value) => value.trim() !== "")}
              />
            )}
          </QueryState>
          {history.data && (
            <ListPager
              total={history.data.count}
              capped={history.data.count_capped}
              page={position.page}
              pageSize={pageSize}
              hasNext={history.data.next_cursor !== null}
              hasPrevious={history.data.prev_cursor !== null}
              onPage={(target) => setPosition(positionFor(target, position.page, history.data))}
              onPageSize={(size) => {
                setPageSize(size);
                setPosition(FIRST_POSITION);
              }}
            />
          )}
        </Stack>
      </Card>
      <CancelOrderDialog
        orderNo={cancelling?.order_no ?? null}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}

/** The server's time, ticking while the switch is on; the switch follows the rows' countdowns. */
function useTickingNow(clockOffset: number) {
  const [ticking, setTicking] = useState(false);
  return [useServerNow(clockOffset, ticking), setTicking] as const;
}
