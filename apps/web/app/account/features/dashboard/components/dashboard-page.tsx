import { Stack, Tabs, Text, Title } from "@mantine/core";
import { memberInfo, proxyUser } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { QueryState } from "../../../components/query-state/query-state";
import { DASHBOARD_TABS, type DashboardTab, dashboardTabOf, SOURCE_OF_TAB } from "../dashboard-tab";
import { AccountOverview } from "./account-overview";
import { RotatingTab } from "./rotating-tab";
import { StaticTab } from "./static-tab";
import { WalletTab } from "./wallet-tab";

/**
 * `/ucenter/info/` (spec 02 §2 Dashboard): tabs static, rotating and wallet, `?source=` picking
 * one (a tab chosen here is written back, so a reload keeps it), and the account's details below.
 */
export function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTabOf(searchParams.get("source"));
  const user = useEndpointQuery(proxyUser);
  const info = useEndpointQuery(memberInfo);

  const open = (next: string | null) => {
    if (!next || next === tab) return;
    const params = new URLSearchParams(searchParams);
    params.set("source", SOURCE_OF_TAB[next as DashboardTab]);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack gap="xl" data-testid="dashboard" data-tab={tab}>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t("heading")}
        </Title>
        <Text c="dimmed">{t("subheading")}</Text>
      </Stack>
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List aria-label={t("tabs.label")} mb="lg">
          {DASHBOARD_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`dashboard-tab-${name}`}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="static">
          <QueryState queries={[user]}>{(account) => <StaticTab user={account} />}</QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="rotating">
          <QueryState queries={[user]}>{(account) => <RotatingTab user={account} />}</QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="wallet">
          <WalletTab />
        </Tabs.Panel>
      </Tabs>
      <QueryState queries={[info]}>{(profile) => <AccountOverview info={profile} />}</QueryState>
    </Stack>
  );
}
