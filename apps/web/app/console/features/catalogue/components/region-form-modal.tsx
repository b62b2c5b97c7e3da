import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ConsoleRegion, consoleRegions, updateConsoleRegion } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { type RegionSettings, RegionSettingsFields } from "./region-settings-fields";

const settingsOf = (region: ConsoleRegion): RegionSettings => ({
  isp: region.isp,
  weight: region.weight,
  hot: region.hot,
  weekly_price: region.weekly_price,
  fortnightly_price: region.fortnightly_price,
  monthly_price: region.monthly_price,
  bimonthly_price: region.bimonthly_price,
  quarterly_price: region.quarterly_price,
});

/** Edits a region's ISP, order, hot flag and price per IP for each period; the server's refusal is shown here. */
export function RegionFormModal({ region, onClose }: { region: ConsoleRegion; onClose: () => void }) {
  const { t, i18n } = useTranslation("console");
  const [form, setForm] = useState<RegionSettings>(settingsOf(region));
  const [error, setError] = useState<string | null>(null);
  const update = useEndpointMutation(updateConsoleRegion, { invalidates: [consoleRegions] });
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
          <RegionSettingsFields value={form} onChange={(key, value) => setForm((now) => ({ ...now, [key]: value }))} />
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
