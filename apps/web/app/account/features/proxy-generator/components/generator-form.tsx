import { Button, Card, Group, Input, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ProxyCountry, ProxyDomain, ProxyState } from "@portico/contracts";
import { CONTINENTS, type Continent } from "@portico/contracts/codes";
import {
  clampProxyQuantity,
  clampStickyMinutes,
  digitsOnly,
  PROXY_FORMATS,
  PROXY_QUANTITY_MAX,
  type ProxyFormat,
  type ProxyRotation,
  STICKY_MINUTES_MAX,
} from "@portico/domain";
import { IconDownload, IconPlayerPlay } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SegmentedChoice } from "../../../../components/segmented-choice/segmented-choice";
import { formatCount } from "../../../../lib/format-count";
import { countriesIn, type GeneratorSettings, withCountry, withRegion } from "../generator-settings";

/** How each format reads, as the spec writes it. */
export const FORMAT_LABELS: Record<ProxyFormat, string> = {
  "host:port:user:pass": "HOST:PORT:USER:PASS",
  "user:pass:host:port": "USER:PASS:HOST:PORT",
  "user:pass@host:port": "USER:PASS@HOST:PORT",
};

type GeneratorFormProps = {
  settings: GeneratorSettings;
  onChange: (settings: GeneratorSettings) => void;
  onGenerate: () => void;
  onDownloadRegions: () => void;
  countries: readonly ProxyCountry[];
  states: readonly ProxyState[];
  hosts: readonly ProxyDomain[];
  /** Without credentials (or hosts) nothing can be generated: the fields stay, inert. */
  disabled: boolean;
};

/** The generator's fields (spec 02 §2): region, country, state, rotation, duration, quantity, host, format. */
export function GeneratorForm(props: GeneratorFormProps) {
  const { settings, onChange, countries, states, hosts, disabled } = props;
  const { t } = useTranslation("proxyGenerator");
  const set = (patch: Partial<GeneratorSettings>) => onChange({ ...settings, ...patch });
  const offered = countriesIn(countries, settings.region);
  const statesOfCountry = states.filter((state) => state.country_code === settings.country);
  const sticky = settings.rotation === "timeip";

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="proxy-settings-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id="proxy-settings-title">
            {t("form.title")}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={props.onDownloadRegions}
            title={t("regions.hint")}
            data-testid="proxy-regions-download"
          >
            {t("regions.download")}
          </Button>
        </Group>
        {/* A disabled fieldset also stills the rotation's native radios. */}
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
            <NativeSelect
              label={t("form.region")}
              value={settings.region}
              disabled={disabled}
              onChange={(event) =>
                onChange(withRegion(settings, event.currentTarget.value as Continent | "", countries))
              }
              data={[
                { value: "", label: t("form.allRegions") },
                ...CONTINENTS.map((continent) => ({ value: continent, label: t(`continent.${continent}`) })),
              ]}
              data-testid="proxy-region"
            />
            <NativeSelect
              label={t("form.country")}
              value={settings.country}
              disabled={disabled}
              onChange={(event) => onChange(withCountry(settings, event.currentTarget.value))}
              data={[
                ...(settings.region === "" ? [{ value: "", label: t("form.anyCountry") }] : []),
                ...offered.map((country) => ({
                  value: country.country_code,
                  label: `${country.country_name} (${country.country_code})`,
                })),
              ]}
              data-testid="proxy-country"
            />
            <NativeSelect
              label={t("form.state")}
              value={settings.state}
              disabled={disabled || statesOfCountry.length === 0}
              onChange={(event) => set({ state: event.currentTarget.value })}
              data={[
                { value: "", label: t("form.anyState") },
                ...statesOfCountry.map((state) => ({ value: state.state, label: state.state_name })),
              ]}
              data-testid="proxy-state"
            />
            <Stack gap={4}>
              <Input.Label labelElement="div">{t("form.rotation")}</Input.Label>
              <SegmentedChoice<ProxyRotation>
                aria-label={t("form.rotation")}
                value={settings.rotation}
                onChange={(rotation) => set({ rotation })}
                data={[
                  { value: "staticip", label: t("form.rotating") },
                  { value: "timeip", label: t("form.sticky") },
                ]}
                fullWidth
                data-testid="proxy-rotation"
              />
              <Text fz="xs" c="dimmed">
                {sticky ? t("form.stickyHint") : t("form.rotatingHint")}
              </Text>
            </Stack>
            <TextInput
              label={t("form.duration")}
              description={t("form.durationHint", { max: STICKY_MINUTES_MAX })}
              inputMode="numeric"
              value={settings.minutes}
              disabled={disabled || !sticky}
              onChange={(event) => set({ minutes: digitsOnly(event.currentTarget.value) })}
              onBlur={() => set({ minutes: String(clampStickyMinutes(settings.minutes)) })}
              data-testid="proxy-duration"
            />
            <TextInput
              label={t("form.quantity")}
              description={t("form.quantityHint", { max: formatCount(PROXY_QUANTITY_MAX) })}
              inputMode="numeric"
              value={settings.quantity}
              disabled={disabled}
              onChange={(event) => set({ quantity: digitsOnly(event.currentTarget.value) })}
              onBlur={() => set({ quantity: String(clampProxyQuantity(settings.quantity)) })}
              data-testid="proxy-quantity"
            />
            <NativeSelect
              label={t("form.host")}
              value={settings.hostId}
              disabled={disabled}
              onChange={(event) => set({ hostId: event.currentTarget.value })}
              data={[
                { value: "", label: t("form.anyHost") },
                ...hosts.map((host) => ({ value: String(host.id), label: `${host.address}:${host.port}` })),
              ]}
              data-testid="proxy-host"
            />
            <NativeSelect
              label={t("form.format")}
              value={settings.format}
              disabled={disabled}
              onChange={(event) => set({ format: event.currentTarget.value as ProxyFormat })}
              data={PROXY_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }))}
              data-testid="proxy-format"
            />
          </SimpleGrid>
        </fieldset>
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={props.onGenerate}
            disabled={disabled}
            data-testid="proxy-generate"
          >
            {t("form.generate")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
