import { Anchor, Card, Group, Stack, Title } from "@mantine/core";
import { rechargeOrders } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { useEndpointQuery } from "../../../../../lib/query/endpoint-query";
import { QueryState } from "../../../../components/query-state/query-state";
import { useRowHighlight } from "../../../../components/row-highlight/use-row-highlight";
import { DepositTable } from "./deposit-table";
import { HistoryEmpty } from "./history-empty";

/** The top-ups the wallet page shows: a paid one just landed is the newest, so always among them. */
export const RECENT_DEPOSITS = { page: 1, limit: 5 } as const;

/**
 * The wallet's latest top-ups. A top-up's payment lands on `/ucenter/wallet/?orderNo=…`: that
 * top-up is highlighted here for 2 s (spec 02 §4), beside the balance it raised, and the link to
 * the deposit history carries the order number on, where it is highlighted too.
 */
export function RecentDeposits() {
  const { t } = useTranslation("wallet");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const orderNo = searchParams.get("orderNo");
  const recent = useEndpointQuery(rechargeOrders, RECENT_DEPOSITS);
  const loaded = recent.data !== undefined && !recent.isFetching;
  const highlighted = useRowHighlight(orderNo, loaded, location.key);
  const allTo = `/ucenter/wallet/deposit/${orderNo ? `?orderNo=${encodeURIComponent(orderNo)}` : ""}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-deposits-heading">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={2} fz="h3" id="recent-deposits-heading">
            {t("recent.heading")}
          </Title>
          <Anchor component={Link} to={allTo} fz="sm" data-testid="all-deposits">
            {t("recent.all")}
          </Anchor>
        </Group>
        <QueryState queries={[recent]}>
          {(page) => (
            <DepositTable
              rows={page.list}
              highlighted={highlighted}
              withInvoice={false}
              empty={<HistoryEmpty message={t("recent.empty")} />}
            />
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
