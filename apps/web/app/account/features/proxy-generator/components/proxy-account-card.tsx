import { Card, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import type { ProxyCredentials } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { CopyAction } from "./copy-action";

/** The residential account's username and password, as every generated line carries them. */
export function ProxyAccountCard({ credentials }: { credentials: ProxyCredentials }) {
  const { t } = useTranslation("proxyGenerator");
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="proxy-account-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="proxy-account-title">
          {t("account.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ReadOnlyField
            label={t("account.username")}
            copyLabel={t("account.copyUsername")}
            value={credentials.username}
            testId="proxy-username"
          />
          <ReadOnlyField
            label={t("account.password")}
            copyLabel={t("account.copyPassword")}
            value={credentials.password}
            testId="proxy-password"
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function ReadOnlyField(props: { label: string; copyLabel: string; value: string; testId: string }) {
  const { label, copyLabel, value, testId } = props;
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      data-testid={testId}
      styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      rightSection={<CopyAction text={() => value} label={copyLabel} compact />}
    />
  );
}
