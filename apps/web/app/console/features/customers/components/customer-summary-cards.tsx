import { Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ConsoleCustomerDetail } from "@portico/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCents, formatTime } from "../format";

function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The profile, the wallet and credit line, and the residential traffic, side by side. */
export function CustomerSummaryCards({ customer }: { customer: ConsoleCustomerDetail }) {
  const { t, i18n } = useTranslation("console");
  const { profile, wallet, traffic } = customer;
  const money = (cents: number) => formatCents(cents, i18n.language);
  const none = t("customers.detail.none");
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Card withBorder radius="md">
        <Stack gap={6}>
          <Text fw={600}>{t("customers.detail.profile")}</Text>
          <Field label={t("customers.columns.name")} value={profile.name || none} />
          <Field label={t("customers.detail.country")} value={profile.country ?? none} />
          <Field label={t("customers.detail.language")} value={profile.language} />
          <Field label={t("customers.detail.source")} value={profile.signup_source ?? none} />
          <Field label={t("customers.columns.signedUp")} value={formatTime(profile.created_at, i18n.language)} />
          <Field label={t("customers.detail.testIps")} value={profile.test_ips_left} />
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap={6}>
          <Text fw={600}>{t("customers.detail.money")}</Text>
          <Field label={t("customers.detail.wallet")} value={money(wallet.wallet_cents)} testId="customer-wallet" />
          <Field
            label={t("customers.detail.creditLimit")}
            value={money(wallet.credit_limit_cents)}
            testId="customer-credit-limit"
          />
          <Field label={t("customers.detail.creditDrawn")} value={money(wallet.credit_drawn_cents)} />
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap={6}>
          <Text fw={600}>{t("customers.detail.traffic")}</Text>
          {traffic ? (
            <>
              <Field label={t("customers.detail.proxyUsername")} value={traffic.username} />
              <Field label={t("customers.detail.purchased")} value={`${traffic.purchased_mb} MB`} />
              <Field label={t("customers.detail.used")} value={`${(traffic.used_bytes / 1_000_000).toFixed(1)} MB`} />
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              {t("customers.detail.noTraffic")}
            </Text>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
