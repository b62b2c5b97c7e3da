import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { roleLabel } from "../../components/role-label";
import { useHasPermission, useStaffMe } from "../../components/use-staff-me";
import { OverviewPanel } from "./overview/overview-panel";

/**
 * The console's first screen: the shop's day for members who read orders (the overview), then the
 * member, their roles and the permissions those grant.
 */
export function ConsoleHome() {
  const { t } = useTranslation("console");
  const { data: me } = useStaffMe();
  const readsOrders = useHasPermission("orders:read");
  if (!me) return null;
  const grantable = me.permissions.filter((permission) => !permission.startsWith("session:"));
  return (
    <Stack gap="lg" maw={readsOrders ? 1600 : 960}>
      <div>
        <Title order={1} data-testid="console-greeting">
          {t("home.greeting", { name: me.staff.display_name })}
        </Title>
        <Text c="dimmed">{t("home.signedInAs", { email: me.staff.email })}</Text>
      </div>
      {readsOrders ? <OverviewPanel /> : null}
      <Card withBorder radius="md" padding="lg">
        <Text fw={600} mb="sm">
          {t("home.roles")}
        </Text>
        <Group gap="xs" data-testid="console-roles">
          {me.roles.map((role) => (
            <Badge key={role.id} color="dark" variant="filled" size="lg" tt="none">
              {roleLabel(t, role.name)}
            </Badge>
          ))}
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Text fw={600} mb="sm">
          {t("home.permissions")}
        </Text>
        {grantable.length === 0 ? (
          <Text c="dimmed">{t("home.nothingYet")}</Text>
        ) : (
          <Group gap={6}>
            {grantable.map((permission) => (
              <Badge key={permission} variant="light" color="gray" tt="none" ff="monospace">
                {permission}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
}
