import { Button, Group, Stack, Text } from "@mantine/core";
import { formatCountdown } from "@portico/domain";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type UnpaidActionsProps = {
  orderNo: string;
  secondsLeft: number;
  onPay: () => void;
  onCancel: () => void;
};

/** An unpaid row's pay and cancel buttons and the time left to use them (spec 02 §4). */
export function UnpaidActions({ orderNo, secondsLeft, onPay, onCancel }: UnpaidActionsProps) {
  const { t } = useTranslation("orders");
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          onClick={onPay}
          aria-label={t("actions.payLabel", { orderNo })}
          data-testid="pay-order"
        >
          {t("actions.pay")}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={onCancel}
          aria-label={t("actions.cancelLabel", { orderNo })}
          data-testid="cancel-order"
        >
          {t("actions.cancel")}
        </Button>
      </Group>
      <Text fz="xs" c="orange.8" style={{ whiteSpace: "nowrap" }} data-testid="pay-countdown">
        <IconClock size={12} aria-hidden style={{ verticalAlign: "-1px", marginInlineEnd: 4 }} />
        {t("actions.countdown", { time: formatCountdown(secondsLeft) })}
      </Text>
    </Stack>
  );
}
