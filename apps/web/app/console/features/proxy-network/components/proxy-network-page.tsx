import { Alert, Card, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { consoleProxyNetwork } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import { CountriesPanel } from "./countries-panel";
import { HostsPanel } from "./hosts-panel";
import { StatesPanel } from "./states-panel";

/** `/console/proxy-network`: the proxy generator's gateway hosts, countries and states. */
export function ProxyNetworkPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("catalogue:read"))
    return (
      <Alert color="gray" data-testid="proxy-network-no-access">
        {t("proxyNetwork.noAccess")}
      </Alert>
    );
  return <ProxyNetworkScreen />;
}

function ProxyNetworkScreen() {
  const { t } = useTranslation("console");
  const canWrite = useHasPermission("catalogue:write");
  const tables = useEndpointQuery(consoleProxyNetwork);
  const stateCounts = new Map<string, number>();
  for (const state of tables.data?.states ?? [])
    stateCounts.set(state.country_code, (stateCounts.get(state.country_code) ?? 0) + 1);

  return (
    <Stack gap="lg" maw={1300}>
      <div>
        <Title order={1}>{t("proxyNetwork.title")}</Title>
        <Text c="dimmed">{t("proxyNetwork.subtitle")}</Text>
      </div>
      {tables.isPending ? <Loader /> : null}
      {tables.isError ? <Alert color="red">{t("common.loadFailed")}</Alert> : null}
      {tables.data ? (
        <Tabs defaultValue="hosts" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="hosts" data-testid="tab-hosts">
              {t("proxyNetwork.hosts.tab", { count: tables.data.hosts.length })}
            </Tabs.Tab>
            <Tabs.Tab value="countries" data-testid="tab-countries">
              {t("proxyNetwork.countries.tab", { count: tables.data.countries.length })}
            </Tabs.Tab>
            <Tabs.Tab value="states" data-testid="tab-states">
              {t("proxyNetwork.states.tab", { count: tables.data.states.length })}
            </Tabs.Tab>
          </Tabs.List>
          <Card withBorder radius="md" padding={0} mt="md">
            <Tabs.Panel value="hosts">
              <HostsPanel hosts={tables.data.hosts} canWrite={canWrite} />
            </Tabs.Panel>
            <Tabs.Panel value="countries">
              <CountriesPanel countries={tables.data.countries} stateCounts={stateCounts} canWrite={canWrite} />
            </Tabs.Panel>
            <Tabs.Panel value="states">
              <StatesPanel states={tables.data.states} countries={tables.data.countries} canWrite={canWrite} />
            </Tabs.Panel>
          </Card>
        </Tabs>
      ) : null}
    </Stack>
  );
}
