import { Card, SimpleGrid, Text } from "@mantine/core";
import type { EndpointData, orderHistory } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format-date-time";
import { formatTraffic } from "../../../../lib/format-traffic";

type TrafficAccount = Pick<
  EndpointData<typeof orderHistory>,
  "user_traffic_balance" | "user_traffic_plan" | "is_inf" | "expire_time"
>;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} mt={4} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** The residential list's traffic account beside the orders (spec 02 §2): balance, plan, expiry. */
export function TrafficSummary({ account }: { account: TrafficAccount }) {
  const { t } = useTranslation("orders");
  const expiry = account.is_inf !== 0 ? t("traffic.unlimited") : formatDateTime(account.expire_time);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="traffic-summary">
      <Figure
        label={t("traffic.balance")}
        value={formatTraffic(account.user_traffic_balance)}
        testId="traffic-balance"
      />
      <Figure
        label={t("traffic.plan")}
        value={account.user_traffic_plan || t("traffic.noPlan")}
        testId="traffic-plan"
      />
      <Figure label={t("traffic.expires")} value={expiry} testId="traffic-expires" />
    </SimpleGrid>
  );
}
