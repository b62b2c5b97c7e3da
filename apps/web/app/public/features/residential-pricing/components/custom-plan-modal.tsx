import { Button, Modal, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "../../../../lib/use-public-config";

/** Customised plans are sold by contact; until the chat widget exists, by email. */
export function CustomPlanModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("residential");
  const supportEmail = usePublicConfig()?.supportEmail;

  return (
    <Modal opened={opened} onClose={onClose} title={t("contact.title")} centered>
      <Stack>
        <Text>{t("contact.body")}</Text>
        {supportEmail ? (
          <Button component="a" href={`mailto:${supportEmail}`} leftSection={<IconMail size={18} aria-hidden />}>
            {t("contact.email", { email: supportEmail })}
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
