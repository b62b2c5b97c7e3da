import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconServer } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A customer without static IPs: what fills this page, and where to buy them. */
export function StaticIpsEmpty() {
  const { t } = useTranslation("staticIps");
  return (
    <Card withBorder radius="md" padding="xl" data-testid="ips-none">
      <Stack align="center" gap="sm" ta="center">
        <IconServer size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Title order={2} fz="h4">
          {t("none.title")}
        </Title>
        <Text c="dimmed" maw={460}>
          {t("none.text")}
        </Text>
        <Button component={Link} to="/ucenter/staticisp/" mt="xs" data-testid="ips-buy">
          {t("none.buy")}
        </Button>
      </Stack>
    </Card>
  );
}
