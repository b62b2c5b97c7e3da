import { Stack, Text, Title } from "@mantine/core";
import { proxyDomainList, proxyRegionList, proxyStateList, proxyUser } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { QueryState } from "../../../components/query-state/query-state";
import { ProxyGenerator } from "./proxy-generator";

/**
 * `/ucenter/use_proxy/` (spec 02 §2 Proxy generator): the customer's residential credentials and
 * the public lists — countries, every state, the gateway hosts — read in parallel; the lines are
 * made here in the browser (ADR 413), nothing is stored.
 */
export function ProxyGeneratorPage() {
  const { t } = useTranslation("proxyGenerator");
  const user = useEndpointQuery(proxyUser);
  const countries = useEndpointQuery(proxyRegionList);
  const states = useEndpointQuery(proxyStateList);
  const hosts = useEndpointQuery(proxyDomainList);
  return (
    <Stack gap="xl" maw={1120} data-testid="proxy-generator-page">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t("heading")}
        </Title>
        <Text c="dimmed">{t("subheading")}</Text>
      </Stack>
      <QueryState queries={[user, countries, states, hosts]}>
        {(account, countryList, stateList, hostList) => (
          // A new account (a first purchase read on a later visit) starts a new generator.
          <ProxyGenerator
            key={account.username}
            user={account}
            countries={countryList}
            states={stateList}
            hosts={hostList}
          />
        )}
      </QueryState>
    </Stack>
  );
}
