import { Alert, Button, Group, Stack } from "@mantine/core";
import type { ProxyCountry, ProxyDomain, ProxyState, ProxyUser } from "@portico/contracts";
import { formatProxyLine, generateProxies, hasUsableCredentials, type ProxyEntry } from "@portico/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type GeneratorSettings, INITIAL_SETTINGS, normalisedSettings } from "../generator-settings";
import { regionListCsv } from "../region-list-file";
import { saveTextFile } from "../save-file";
import { GeneratedProxies } from "./generated-proxies";
import { GeneratorForm } from "./generator-form";
import { NoCredentials } from "./no-credentials";
import { ProxyAccountCard } from "./proxy-account-card";
import { TestCommand } from "./test-command";

const BUY_RESIDENTIAL = "/ucenter/residential/";

type ProxyGeneratorProps = {
  user: ProxyUser;
  countries: readonly ProxyCountry[];
  states: readonly ProxyState[];
  hosts: readonly ProxyDomain[];
};

/**
 * The generator once its data is read: the warning without traffic, the account, the settings,
 * and the batch with its test command. A first batch is made with the defaults as the page opens;
 * Generate makes a new one (new session ids), while a format change rewrites the lines in place.
 */
export function ProxyGenerator({ user, countries, states, hosts }: ProxyGeneratorProps) {
  const { t } = useTranslation("proxyGenerator");
  const credentials = hasUsableCredentials(user) ? { username: user.username, password: user.password } : null;
  const [settings, setSettings] = useState<GeneratorSettings>(INITIAL_SETTINGS);
  const generate = (from: GeneratorSettings): ProxyEntry[] => {
    const host = hosts.find((candidate) => String(candidate.id) === from.hostId) ?? null;
    const result = generateProxies({
      credentials,
      hosts,
      host,
      country: from.country || null,
      state: from.state || null,
      rotation: from.rotation,
      stickyMinutes: from.minutes,
      quantity: from.quantity,
    });
    return result.ok ? result.entries : [];
  };
  const [entries, setEntries] = useState<ProxyEntry[]>(() => generate(INITIAL_SETTINGS));
  const lines = useMemo(
    () => entries.map((entry) => formatProxyLine(settings.format, entry)),
    [entries, settings.format],
  );

  const onGenerate = () => {
    const next = normalisedSettings(settings);
    setSettings(next);
    setEntries(generate(next));
  };
  const onDownloadRegions = () => {
    const labels = {
      region: t("regions.region"),
      countryCode: t("regions.countryCode"),
      country: t("regions.country"),
      state: t("regions.state"),
      stateName: t("regions.stateName"),
      usernamePart: t("regions.usernamePart"),
    };
    const csv = regionListCsv(countries, states, labels, (region) => t(`continent.${region}`));
    saveTextFile("proxy-regions.csv", csv, "text/csv;charset=utf-8");
  };

  const first = entries[0];
  return (
    <Stack gap="lg">
      {user.balance <= 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="proxy-no-balance"
        >
          <Group gap="sm" justify="space-between" wrap="wrap">
            {t("noBalance")}
            {/* Without an account the no-credentials card below says what to buy. */}
            {credentials && (
              <Button component={Link} to={BUY_RESIDENTIAL} size="compact-sm" variant="outline" color="orange">
                {t("noBalanceAction")}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {credentials ? <ProxyAccountCard credentials={credentials} /> : <NoCredentials to={BUY_RESIDENTIAL} />}
      {credentials && hosts.length === 0 && (
        <Alert color="red" variant="light" data-testid="proxy-no-hosts">
          {t("noHosts")}
        </Alert>
      )}
      <GeneratorForm
        settings={settings}
        onChange={setSettings}
        onGenerate={onGenerate}
        onDownloadRegions={onDownloadRegions}
        countries={countries}
        states={states}
        hosts={hosts}
        disabled={!credentials || hosts.length === 0}
      />
      {first && (
        <>
          <GeneratedProxies lines={lines} />
          <TestCommand entry={first} />
        </>
      )}
    </Stack>
  );
}
