import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type ConsoleRegion, consoleRegions, updateConsoleRegion } from "@portico/contracts";
import { CATALOGUE_LIMITS } from "@portico/contracts/codes";
import { PAID_STATIC_PERIODS, type RegionPriceFields } from "@portico/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";

type RegionForm = RegionPriceFields & { isp: string; weight: number; hot: boolean };

const formOf = (region: ConsoleRegion): RegionForm => ({
  isp: region.isp,
  weight: region.weight,
  hot: region.hot,
  weekly_price: region.weekly_price,
  fortnightly_price: region.fortnightly_price,
  monthly_price: region.monthly_price,
  bimonthly_price: region.bimonthly_price,
  quarterly_price: region.quarterly_price,
});
const numberOf = (value: string | number) => (typeof value === "number" ? value : Number.NaN);

/** Edits a region's ISP, order, hot flag and price per IP for each period; the server's refusal is shown here. */
export function RegionFormModal({ region, onClose }: { region: ConsoleRegion; onClose: () => void }) {
  const { t, i18n } = useTranslation("console");
  const [form, setForm] = useState<RegionForm>(formOf(region));
  const [error, setError] = useState<string | null>(null);
  const update = useEndpointMutation(updateConsoleRegion, { invalidates: [consoleRegions] });
  const set = <K extends keyof RegionForm>(key: K, value: RegionForm[K]) =>
    setForm((now) => ({ ...now, [key]: value }));
  const name = i18n.language === "zh-CN" ? region.name_zh : region.name_en;

  const submit = async () => {
    setError(null);
    try {
      await update.mutateAsync({ ...form, id: region.id });
      showToast({ color: "green", message: t("catalogue.static.saved", { name }) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal opened onClose={onClose} size="lg" centered title={t("catalogue.static.form.title", { name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" data-testid="region-form">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("catalogue.static.columns.isp")}
              value={form.isp}
              onChange={(event) => set("isp", event.currentTarget.value)}
              maxLength={CATALOGUE_LIMITS.ispMaxLength}
              required
            />
            <NumberInput
              label={t("catalogue.plans.form.weight")}
              description={t("catalogue.static.form.weightHelp")}
              value={form.weight}
              onChange={(value) => set("weight", numberOf(value))}
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
                value={form[`${period}_price`]}
                onChange={(value) => set(`${period}_price`, numberOf(value))}
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
            checked={form.hot}
            onChange={(event) => set("hot", event.currentTarget.checked)}
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
            <Button type="submit" color="dark" loading={update.isPending} data-testid="region-save">
              {t("catalogue.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
