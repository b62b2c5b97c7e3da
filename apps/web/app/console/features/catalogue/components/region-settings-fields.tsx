import { NumberInput, SimpleGrid, Switch, Text, TextInput } from "@mantine/core";
import { CATALOGUE_LIMITS } from "@portico/contracts/codes";
import { PAID_STATIC_PERIODS, type RegionPriceFields } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { numberOf } from "../format";

export type RegionSettings = RegionPriceFields & { isp: string; weight: number; hot: boolean };

/** What opening and editing a region both set: ISP, order, the price per IP of each period, hot. */
export function RegionSettingsFields({
  value,
  onChange,
}: {
  value: RegionSettings;
  onChange: <K extends keyof RegionSettings>(key: K, value: RegionSettings[K]) => void;
}) {
  const { t } = useTranslation("console");
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("catalogue.static.columns.isp")}
          value={value.isp}
          onChange={(event) => onChange("isp", event.currentTarget.value)}
          maxLength={CATALOGUE_LIMITS.ispMaxLength}
          required
          data-testid="region-isp"
        />
        <NumberInput
          label={t("catalogue.plans.form.weight")}
          description={t("catalogue.static.form.weightHelp")}
          value={value.weight}
          onChange={(next) => onChange("weight", numberOf(next))}
          allowDecimal={false}
        />
      </SimpleGrid>
      <Text fw={600} fz="sm" mt="xs">
        {t("catalogue.static.form.prices")}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {PAID_STATIC_PERIODS.map((period) => (
          <NumberInput
            key={period}
            label={t(`catalogue.static.periods.${period}`)}
            value={value[`${period}_price`]}
            onChange={(next) => onChange(`${period}_price`, numberOf(next))}
            min={0.01}
            max={CATALOGUE_LIMITS.maxPriceDollars}
            decimalScale={2}
            fixedDecimalScale
            leftSection="$"
            data-testid={`region-${period}-price`}
          />
        ))}
      </SimpleGrid>
      <Switch
        label={t("catalogue.static.form.hot")}
        checked={value.hot}
        onChange={(event) => onChange("hot", event.currentTarget.checked)}
      />
    </>
  );
}
