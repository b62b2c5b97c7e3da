import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type CancelOrderDialogProps = {
  orderNo: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an unpaid order is cancelled: a cancel cannot be undone. */
export function CancelOrderDialog({ orderNo, busy, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation("orders");
  return (
    <Modal opened={orderNo !== null} onClose={onClose} title={t("cancelDialog.title")} centered>
      <Text fz="sm">{t("cancelDialog.body", { orderNo: orderNo ?? "" })}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t("cancelDialog.keep")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-cancel">
          {t("cancelDialog.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
