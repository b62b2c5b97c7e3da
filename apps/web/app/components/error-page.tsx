import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <title>{t("error.title")}</title>
        <Title order={1}>{t("error.heading")}</Title>
        <Text c="dimmed">{t("error.body")}</Text>
        <Button onClick={() => window.location.reload()}>{t("error.reload")}</Button>
      </Stack>
    </Container>
  );
}
