import { Button, Card, Group, NumberInput, Text } from "@mantine/core";
import { consoleTestIpSettings, updateConsoleTestIpSettings } from "@portico/contracts";
import { CATALOGUE_LIMITS } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { numberOf } from "../format";

/** The free test IPs a new account is given (0 hides the test tab); the number is editable for `catalogue:write`. */
export function TestIpCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation("console");
  const settings = useEndpointQuery(consoleTestIpSettings);
  const save = useEndpointMutation(updateConsoleTestIpSettings, { invalidates: [consoleTestIpSettings] });
  const [draft, setDraft] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!settings.data) return null;
  const value = draft ?? settings.data.ips_per_account;

  const submit = async () => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ ips_per_account: value });
      setDraft(null);
      showToast({ color: "green", message: t("catalogue.testIps.saved", { count: saved.ips_per_account }) });
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="test-ip-card">
      <Text fw={600}>{t("catalogue.testIps.title")}</Text>
      <Text c="dimmed" fz="sm" mb="sm">
        {t("catalogue.testIps.help", { hours: settings.data.hours })}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t("catalogue.testIps.perAccount")}
            value={value}
            onChange={(next) => setDraft(numberOf(next))}
            min={0}
            max={CATALOGUE_LIMITS.maxTestIpsPerAccount}
            allowDecimal={false}
            readOnly={!canWrite}
            w={220}
            data-testid="test-ips-per-account"
          />
          {canWrite ? (
            <Button
              type="submit"
              color="dark"
              disabled={draft === null}
              loading={save.isPending}
              data-testid="test-ips-save"
            >
              {t("catalogue.save")}
            </Button>
          ) : null}
        </Group>
        {error ? (
          <Text c="red" fz="sm" mt="xs" role="alert">
            {error}
          </Text>
        ) : null}
      </form>
    </Card>
  );
}
