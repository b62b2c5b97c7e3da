import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconKeyOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Without a residential account nothing is generated (spec 02 §2): what to do instead. */
export function NoCredentials({ to }: { to: string }) {
  const { t } = useTranslation("proxyGenerator");
  return (
    <Card withBorder radius="md" padding="xl" data-testid="proxy-no-credentials">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconKeyOff size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {t("noCredentials.title")}
        </Title>
        <Text c="dimmed" maw={520}>
          {t("noCredentials.body")}
        </Text>
        <Button component={Link} to={to} data-testid="proxy-buy-plan">
          {t("noCredentials.action")}
        </Button>
      </Stack>
    </Card>
  );
}
