import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { PAID_STATIC_PERIODS, type PaidStaticPeriod } from "@portico/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type RenewDialogProps = {
  opened: boolean;
  count: number;
  onContinue: (period: PaidStaticPeriod) => void;
  onClose: () => void;
};

/** The renewal's period, before the payment view prices it (spec 02 §4 Renewal: date_unit). */
export function RenewDialog({ opened, count, onContinue, onClose }: RenewDialogProps) {
  const { t } = useTranslation(["staticIps", "staticIsp"]);
  const [period, setPeriod] = useState<PaidStaticPeriod>("monthly");
  return (
    <Modal opened={opened} onClose={onClose} title={t("staticIps:renewDialog.title")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onContinue(period);
        }}
        data-testid="renew-dialog"
      >
        <Stack gap="md">
          <Text fz="sm">{t("staticIps:renewDialog.intro", { count })}</Text>
          <NativeSelect
            label={t("staticIps:renewDialog.period")}
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value as PaidStaticPeriod)}
            data={PAID_STATIC_PERIODS.map((value) => ({ value, label: t(`staticIsp:period.${value}`) }))}
            data-testid="renew-period"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("staticIps:renewDialog.cancel")}
            </Button>
            <Button type="submit" data-testid="renew-continue">
              {t("staticIps:renewDialog.continue")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
