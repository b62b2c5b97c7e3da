import { Alert, Button, Card, Group, LoadingOverlay, Stack, Text, Title } from "@mantine/core";
import { cancelOrder, type OrderRow } from "@portico/contracts";
import { PayStatus } from "@portico/contracts/codes";
import { unpaidSecondsLeft } from "@portico/domain";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { browserCall } from "../../../../lib/api/browser-call";
import { notifyApiError } from "../../../../lib/api/notify-api-error";
import { followPaymentLink } from "../../../../lib/payment-view/follow-payment-link";
import { usePreferencesStore } from "../../../../lib/preferences-store";
import { showToast } from "../../../../lib/toast";
import { ListPager } from "../../../components/list-pager/list-pager";
import { NO_FILTERS, type OrderFilters, orderHistoryQuery } from "../order-filters";
import { ORDER_LISTS, type OrderListKind } from "../order-list-kind";
import { useOrderHistory } from "../use-order-history";
import { useRowHighlight } from "../use-row-highlight";
import { useServerNow } from "../use-server-now";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { OrderFiltersBar } from "./order-filters-bar";
import { OrderTable } from "./order-table";
import { TrafficSummary } from "./traffic-summary";

const counting = (row: OrderRow, now: number) => row.pay_status === PayStatus.Unpaid && unpaidSecondsLeft(row, now) > 0;

/**
 * `/ucenter/residential/orders` and `/ucenter/staticisp/orders` (spec 02 §2, §4): filters, the
 * newest orders first with their actions, pagination, the xlsx export, and for the residential
 * list the traffic account. `?orderNo=` (where a payment lands) highlights that order's row.
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
  const [page, setPage] = useState(1);
  const query = orderHistoryQuery(settings.type, filters, page, pageSize);
  const history = useOrderHistory(query, location.key);
  const rows = history.data?.list ?? [];

  const [now, setTicking] = useTickingNow(history.clockOffset);
  const running = rows.some((row) => counting(row, now));
  useEffect(() => setTicking(running), [running, setTicking]);

  // A countdown at 0: the row shows closed at once, and the list is read again for the server's word.
  const over = rows
    .filter((row) => row.pay_status === PayStatus.Unpaid && !counting(row, now))
    .map((row) => row.order_no)
    .join(",");
  const reloadedFor = useRef("");
  const { reload } = history;
  useEffect(() => {
    if (!over || over === reloadedFor.current) return;
    reloadedFor.current = over;
    reload();
  }, [over, reload]);

  const highlighted = useRowHighlight(searchParams.get("orderNo"), history.data !== null, location.key);

  const [cancelling, setCancelling] = useState<OrderRow | null>(null);
  const [cancelBusy, setCancelBusy] = useState(false);
  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelBusy(true);
    try {
      await browserCall(cancelOrder, { type: cancelling.type, order_no: cancelling.order_no });
      showToast({ color: "green", message: t("messages.cancelled") });
    } catch (error) {
      notifyApiError(error, tc);
    } finally {
      setCancelBusy(false);
      setCancelling(null);
      reload();
    }
  };

  // The user centre is behind the login: the order's payment view, sealed when the envelope is on.
  const pay = (row: OrderRow) =>
    void followPaymentLink(`/payment?order_no=${encodeURIComponent(row.order_no)}`, true, navigate);

  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      const { exportOrders } = await import("../export-orders");
      await exportOrders(kind, query, t);
    } catch (error) {
      notifyApiError(error, tc, t("messages.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

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
          onClick={exportList}
          loading={exporting}
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
              setPage(1);
            }}
          />
          {history.failed && (
            <Alert color="orange" variant="light" data-testid="orders-failed">
              <Group justify="space-between" gap="sm">
                <Text fz="sm">{t("messages.loadFailed")}</Text>
                <Button size="compact-sm" variant="default" onClick={reload}>
                  {t("messages.retry")}
                </Button>
              </Group>
            </Alert>
          )}
          <div style={{ position: "relative" }} data-loading={history.loading}>
            <LoadingOverlay visible={history.loading} overlayProps={{ blur: 1 }} />
            <OrderTable
              kind={kind}
              rows={rows}
              now={now}
              highlighted={highlighted}
              onPay={pay}
              onCancel={setCancelling}
            />
          </div>
          <ListPager
            total={history.data?.count ?? 0}
            page={page}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </Stack>
      </Card>
      <CancelOrderDialog
        orderNo={cancelling?.order_no ?? null}
        busy={cancelBusy}
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
