import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MemberInfo } from "@portico/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { setChatUser } from "../../../../lib/chat/chat-bus";
import { writeSessionUser } from "../../../../lib/session/session-user";

/** The account's details on the dashboard (/ucenter/info/): the profile from GET /api/member/info. */
export function AccountOverview({ info }: { info: MemberInfo }) {
  const { t, i18n } = useTranslation("auth");
  const { t: td } = useTranslation("dashboard");
  useEffect(() => {
    // The profile just loaded: keep the stored copy and the chat widget current (spec 02 §4).
    const user = { uid: info.uid, username: info.username, email: info.email };
    writeSessionUser(user);
    setChatUser(user);
  }, [info]);

  const country = info.country
    ? (new Intl.DisplayNames([i18n.language], { type: "region" }).of(info.country) ?? info.country)
    : t("account.notSet");
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(info.created_at * 1000));
  const rows = [
    ["account.name", info.username, "account-name"],
    ["account.email", info.email, "account-email"],
    ["account.country", country, "account-country"],
    ["account.memberSince", since, "account-since"],
  ] as const;

  return (
    <Stack gap="md" component="section" aria-labelledby="account-details-heading" data-testid="account-details">
      <Title order={2} fz="h3" id="account-details-heading">
        {td("account.heading")}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {rows.map(([label, value, testId]) => (
            <Stack key={label} gap={2}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(label)}
              </Text>
              <Text fz="md" data-testid={testId}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
