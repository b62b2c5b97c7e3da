import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="portico.7" lh={1} aria-hidden>
          {t("notFound.code")}
        </Text>
        <Title order={1}>{t("notFound.heading")}</Title>
        <Text c="dimmed">{t("notFound.body")}</Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/">
            {t("notFound.home")}
          </Button>
          <Button component={Link} to="/residential/" variant="default">
            {t("notFound.pricing")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
