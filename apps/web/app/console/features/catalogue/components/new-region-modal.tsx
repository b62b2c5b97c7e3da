import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { consoleRegions, createConsoleRegion } from "@portico/contracts";
import { CATALOGUE_LIMITS, CONTINENTS, type Continent } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { type RegionSettings, RegionSettingsFields } from "./region-settings-fields";

type Place = { code: string; name_en: string; name_zh: string };
/** A region is a whole country, or one of its states, or one of its cities. */
type Scope = "country" | "state" | "city";

const EMPTY_PLACE: Place = { code: "", name_en: "", name_zh: "" };
const EMPTY_SETTINGS: RegionSettings = {
  isp: "",
  weight: 0,
  hot: false,
  weekly_price: 0,
  fortnightly_price: 0,
  monthly_price: 0,
  bimonthly_price: 0,
  quarterly_price: 0,
};

function PlaceFields({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: Place;
  onChange: (place: Place) => void;
  testId: string;
}) {
  const { t } = useTranslation("console");
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label={t("catalogue.static.form.code", { place: label })}
        value={value.code}
        onChange={(event) => onChange({ ...value, code: event.currentTarget.value.toUpperCase() })}
        maxLength={6}
        required
        data-testid={`${testId}-code`}
      />
      <TextInput
        label={t("catalogue.static.form.nameEn")}
        value={value.name_en}
        onChange={(event) => onChange({ ...value, name_en: event.currentTarget.value })}
        maxLength={CATALOGUE_LIMITS.placeNameMaxLength}
        required
        data-testid={`${testId}-name-en`}
      />
      <TextInput
        label={t("catalogue.static.form.nameZh")}
        value={value.name_zh}
        onChange={(event) => onChange({ ...value, name_zh: event.currentTarget.value })}
        maxLength={CATALOGUE_LIMITS.placeNameMaxLength}
        required
        data-testid={`${testId}-name-zh`}
      />
    </SimpleGrid>
  );
}

/**
 * Opens a region: its continent, the country, optionally a state or a city (the server merges it
 * into the code, `USA-OR`), ISP, order and prices. It goes on sale at once, with no stock until
 * its IPs are imported.
 */
export function NewRegionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("console");
  const [continent, setContinent] = useState<Continent>("north_america");
  const [country, setCountry] = useState<Place>(EMPTY_PLACE);
  const [scope, setScope] = useState<Scope>("country");
  const [sub, setSub] = useState<Place>(EMPTY_PLACE);
  const [settings, setSettings] = useState<RegionSettings>(EMPTY_SETTINGS);
  const [error, setError] = useState<string | null>(null);
  const create = useEndpointMutation(createConsoleRegion, { invalidates: [consoleRegions] });

  const submit = async () => {
    setError(null);
    try {
      const region = await create.mutateAsync({
        ...settings,
        continent,
        country,
        state: scope === "state" ? sub : null,
        city: scope === "city" ? sub : null,
      });
      showToast({ color: "green", message: t("catalogue.static.created", { code: region.code }) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal opened onClose={onClose} size="xl" centered title={t("catalogue.static.form.newTitle")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" data-testid="new-region-form">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t("catalogue.static.form.continent")}
              data={CONTINENTS.map((value) => ({ value, label: t(`catalogue.static.continents.${value}`) }))}
              value={continent}
              onChange={(event) => setContinent(event.currentTarget.value as Continent)}
            />
            <NativeSelect
              label={t("catalogue.static.form.scope")}
              data={(["country", "state", "city"] as const).map((value) => ({
                value,
                label: t(`catalogue.static.form.scopes.${value}`),
              }))}
              value={scope}
              onChange={(event) => setScope(event.currentTarget.value as Scope)}
              data-testid="region-scope"
            />
          </SimpleGrid>
          <PlaceFields
            label={t("catalogue.static.form.scopes.country")}
            value={country}
            onChange={setCountry}
            testId="region-country"
          />
          {scope === "country" ? null : (
            <PlaceFields
              label={t(`catalogue.static.form.scopes.${scope}`)}
              value={sub}
              onChange={setSub}
              testId="region-sub"
            />
          )}
          <RegionSettingsFields
            value={settings}
            onChange={(key, value) => setSettings((now) => ({ ...now, [key]: value }))}
          />
          {error ? (
            <Text c="red" fz="sm" role="alert" data-testid="region-form-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="dark" loading={create.isPending} data-testid="region-create">
              {t("catalogue.static.form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
