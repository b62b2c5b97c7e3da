import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMessageQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { openChat } from "../../../../lib/chat/chat-bus";

export function FaqEmptyState() {
  const { t } = useTranslation("help");
  return (
    <Paper withBorder p="xl" data-testid="faq-empty">
      <Stack align="center" ta="center" gap="sm">
        <span className="icon-mark" data-size="xl" aria-hidden>
          <IconMessageQuestion size={26} />
        </span>
        <Title order={2} fz="h4">
          {t("empty.title")}
        </Title>
        <Text c="gray.7">{t("empty.body")}</Text>
        <Button variant="light" onClick={openChat}>
          {t("empty.contact")}
        </Button>
      </Stack>
    </Paper>
  );
}
