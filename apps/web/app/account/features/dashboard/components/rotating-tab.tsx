import { Button, Card, Group, SimpleGrid, Stack } from "@mantine/core";
import type { ProxyUser } from "@portico/contracts";
import { formatTraffic } from "@portico/domain";
import { IconHomeSignal } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../../lib/format-date-time";
import { EmptyState } from "./empty-state";
import { Figure } from "./figure";
import { ShareRing } from "./share-ring";
import { TrafficChartCard } from "./traffic-chart-card";

/**
 * The rotating residential tab (spec 02 §2): the balance against what was used, the plan and its
 * expiry ("unlimited" when is_inf), and the traffic chart. Before the first plan: what to buy.
 */
export function RotatingTab({ user }: { user: ProxyUser }) {
  const { t } = useTranslation("dashboard");
  if (!user.username) {
    return (
      <EmptyState
        icon={<IconHomeSignal size={40} />}
        title={t("rotating.empty.title")}
        text={t("rotating.empty.text")}
        action={{ label: t("rotating.empty.action"), to: "/ucenter/residential/" }}
        testId="rotating-empty"
      />
    );
  }
  const balance = formatTraffic(user.balance);
  const used = formatTraffic(user.usage);
  return (
    <Stack gap="lg" data-testid="rotating-tab">
      <Card withBorder radius="md" padding="lg">
        <Group align="center" justify="center" gap="xl" wrap="wrap">
          <ShareRing
            segments={[
              { key: "balance", name: t("rotating.balance"), value: user.balance, shown: balance, color: "portico.6" },
              { key: "used", name: t("rotating.used"), value: user.usage, shown: used, color: "gray.4" },
            ]}
            label={t("rotating.shareLabel", { balance, used })}
            testId="traffic-share"
          />
          <Stack gap="md" style={{ flex: "1 1 260px" }}>
            <SimpleGrid cols={2} spacing="md">
              <Figure label={t("rotating.balance")} value={balance} testId="traffic-balance" />
              <Figure label={t("rotating.used")} value={used} testId="traffic-used" />
              <Figure label={t("rotating.plan")} value={user.plan || "--"} testId="traffic-plan" />
              <Figure
                label={t("rotating.expires")}
                value={user.is_inf !== 0 ? t("rotating.unlimited") : formatDateTime(user.expire_time)}
                testId="traffic-expires"
              />
            </SimpleGrid>
            <Group gap="sm">
              <Button component={Link} to="/ucenter/use_proxy/" size="sm" data-testid="use-proxies">
                {t("rotating.useProxies")}
              </Button>
              <Button component={Link} to="/ucenter/residential/" size="sm" variant="default">
                {t("rotating.buyMore")}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      <TrafficChartCard />
    </Stack>
  );
}
