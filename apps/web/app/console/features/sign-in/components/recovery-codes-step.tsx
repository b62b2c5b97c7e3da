import { Button, Checkbox, CopyButton, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** The ten recovery codes, shown this once: copy or download them, and say they are saved to go on. */
export function RecoveryCodesStep({ email, codes, onDone }: { email: string; codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("console");
  const [saved, setSaved] = useState(false);
  const text = [t("recovery.fileHeading", { email }), "", ...codes, ""].join("\n");

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "portico-console-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack>
      <Title order={1} fz={26}>
        {t("recovery.title")}
      </Title>
      <Text c="dimmed" fz="sm">
        {t("recovery.help")}
      </Text>
      <SimpleGrid cols={2} spacing="xs" p="md" bg="gray.0" style={{ borderRadius: 8 }} data-testid="recovery-codes">
        {codes.map((code) => (
          <Text key={code} ff="monospace" fz="md" ta="center" data-testid="recovery-code">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? t("recovery.copied") : t("recovery.copy")}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t("recovery.download")}
        </Button>
      </Group>
      <Checkbox
        label={t("recovery.saved")}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
        data-testid="recovery-saved"
      />
      <Button color="dark" disabled={!saved} onClick={onDone} data-testid="recovery-continue">
        {t("recovery.continue")}
      </Button>
    </Stack>
  );
}
