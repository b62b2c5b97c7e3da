import { Alert, Anchor, Button, Card, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { type ProxyDomain, type ProxyUser, proxyDomainList, proxyUser } from "@portico/contracts";
import { buildGatewayUsername, isProxyName, PROXY_TEST_URL } from "@portico/domain";
import { IconAlertTriangle, IconMessageCircle } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openChat } from "../../../../lib/chat/chat-bus";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { QueryState } from "../../../components/query-state/query-state";
import { apiKeyExample, proxyExamples, SDK_LANGUAGES } from "../sdk-examples";
import { CodeExample } from "./code-example";

/**
 * `/ucenter/sdk/` (spec 02 §2 SDK page): opens the support chat on arrival, as the spec has it,
 * and is useful without it — examples in curl, Python, Node.js and Go with the customer's own
 * residential credentials (placeholders, clearly named, before a first plan), and the API.
 */
export function SdkPage() {
  const { t } = useTranslation("sdk");
  const user = useEndpointQuery(proxyUser);
  const hosts = useEndpointQuery(proxyDomainList);
  // Once per visit of the page: the chat (or the contact form when none is configured) opens.
  useEffect(() => openChat(), []);
  return (
    <Stack gap="xl" maw={960} data-testid="sdk-page">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t("heading")}
        </Title>
        <Text c="dimmed">{t("subheading")}</Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{t("chat.title")}</Text>
            <Text c="dimmed" fz="sm">
              {t("chat.body")}
            </Text>
          </Stack>
          <Button
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            onClick={openChat}
            data-testid="sdk-open-chat"
          >
            {t("chat.action")}
          </Button>
        </Group>
      </Card>
      <QueryState queries={[user, hosts]}>
        {(account, hostList) => <ProxyExamples account={account} hosts={hostList} />}
      </QueryState>
      <ApiSection />
    </Stack>
  );
}

/** The heaviest active host: the examples stay the same from one visit to the next. */
function exampleHost(hosts: readonly ProxyDomain[]): ProxyDomain | undefined {
  return [...hosts].sort((a, b) => b.weight - a.weight || a.id - b.id)[0];
}

function ProxyExamples({ account, hosts }: { account: ProxyUser; hosts: readonly ProxyDomain[] }) {
  const { t } = useTranslation("sdk");
  const host = exampleHost(hosts);
  const hasCredentials = account.username !== "" && isProxyName(account.username);
  const entry = {
    host: host?.address ?? "HOST",
    port: host?.port ?? 0,
    username: hasCredentials ? buildGatewayUsername({ name: account.username }) : "USERNAME",
    password: hasCredentials ? account.password : "PASSWORD",
  };
  const examples = proxyExamples(entry, PROXY_TEST_URL);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t("proxy.title")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("proxy.body", { url: PROXY_TEST_URL })}
        </Text>
      </Stack>
      {!hasCredentials ? (
        <Alert variant="light" color="blue" data-testid="sdk-placeholders">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t("proxy.placeholders")}</Text>
            <Button component={Link} to="/ucenter/residential/" size="xs">
              {t("proxy.buy")}
            </Button>
          </Stack>
        </Alert>
      ) : account.balance <= 0 ? (
        <Alert
          variant="light"
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="sdk-no-balance"
        >
          <Group gap="sm">
            <Text fz="sm">{t("proxy.noBalance")}</Text>
            <Anchor component={Link} to="/ucenter/residential/" fz="sm">
              {t("proxy.recharge")}
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      <Tabs defaultValue="curl" keepMounted={false}>
        <Tabs.List>
          {SDK_LANGUAGES.map((language) => (
            <Tabs.Tab key={language} value={language} data-testid={`sdk-tab-${language}`}>
              {t(`languages.${language}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SDK_LANGUAGES.map((language) => (
          <Tabs.Panel key={language} value={language} pt="sm">
            <CodeExample code={examples[language]} testId={`sdk-example-${language}`} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text fz="sm">
        {t("proxy.more")}{" "}
        <Anchor component={Link} to="/ucenter/use_proxy/" data-testid="sdk-generator-link">
          {t("proxy.generator")}
        </Anchor>
      </Text>
    </Stack>
  );
}

function ApiSection() {
  const { t } = useTranslation("sdk");
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t("api.title")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("api.body")}
        </Text>
      </Stack>
      <CodeExample code={apiKeyExample(origin)} testId="sdk-example-api" />
      <Group gap="lg">
        <Anchor component={Link} to="/ucenter/api-keys/" data-testid="sdk-api-keys-link">
          {t("api.keys")}
        </Anchor>
        <Anchor href="/api/docs" target="_blank" rel="noopener" data-testid="sdk-api-docs-link">
          {t("api.reference")}
        </Anchor>
      </Group>
    </Stack>
  );
}
