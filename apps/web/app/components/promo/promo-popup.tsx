import { Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/toast";

type PromoPopupProps = { opened: boolean; onClose: () => void; codeUsd: string; codeCny: string };

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
  await navigator.clipboard.writeText(text);
}

/** Spec 02 §4: the ad popup with one USD and one CNY code; copying reports success or failure. */
export function PromoPopup({ opened, onClose, codeUsd, codeCny }: PromoPopupProps) {
  const { t } = useTranslation("shell");
  const copy = (code: string) =>
    copyText(code).then(
      () => showToast({ color: "teal", message: t("promo.copied") }),
      () => showToast({ color: "red", message: t("promo.copyFailed") }),
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("promo.title")}
      centered
      closeButtonProps={{ "aria-label": t("promo.close") }}
    >
      <Stack data-testid="promo-popup">
        <Text>{t("promo.body")}</Text>
        {[
          { label: t("promo.usd"), code: codeUsd, id: "usd" },
          { label: t("promo.cny"), code: codeCny, id: "cny" },
        ].map(({ label, code, id }) => (
          <Paper key={id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fz="xs" c="gray.7">
                  {label}
                </Text>
                <Text ff="monospace" fw={700} fz="lg" data-testid={`promo-code-${id}`}>
                  {code}
                </Text>
              </Stack>
              <Button
                variant="light"
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={() => void copy(code)}
                data-testid={`promo-copy-${id}`}
              >
                {t("promo.copy")}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
