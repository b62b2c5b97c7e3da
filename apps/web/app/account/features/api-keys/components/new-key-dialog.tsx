import { Alert, Button, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconClipboard } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CreatedKey } from "./create-key-dialog";

/**
 * The new key's secret, shown this once (the server keeps only its digest). The dialog closes only
 * by its button — not by a click beside it or Escape, which would lose the key unread — and the page
 * forgets the secret when it closes, leaving the list's hint.
 */
export function NewKeyDialog({ created, onClose }: { created: CreatedKey | null; onClose: () => void }) {
  const { t } = useTranslation("apiKeys");
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t("secret.title")}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      data-testid="new-key-dialog"
    >
      {created && (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text fz="sm">{t("secret.warning")}</Text>
          </Alert>
          <Stack gap={6}>
            <Text fz="sm" fw={600} id="new-key-label">
              {t("secret.label", { name: created.name })}
            </Text>
            <Group gap="sm" wrap="nowrap" align="stretch">
              <Text
                component="output"
                aria-labelledby="new-key-label"
                ff="monospace"
                fz="sm"
                px="sm"
                py={8}
                flex={1}
                miw={0}
                style={{
                  border: "1px solid var(--mantine-color-default-border)",
                  borderRadius: "var(--mantine-radius-sm)",
                  background: "var(--mantine-color-gray-0)",
                  overflowWrap: "anywhere",
                  userSelect: "all",
                }}
                data-testid="new-key-secret"
              >
                {created.key}
              </Text>
              <CopyButton value={created.key} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? "light" : "filled"}
                    color={copied ? "teal" : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconClipboard size={16} aria-hidden />}
                    onClick={copy}
                    h="auto"
                    data-testid="new-key-copy"
                  >
                    {copied ? t("secret.copied") : t("secret.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="new-key-done">
              {t("secret.done")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
