import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { roleLabel } from "../../components/role-label";
import { useStaffMe } from "../../components/use-staff-me";

/** The console's first screen: the member, their roles and the permissions those grant. */
export function ConsoleHome() {
  const { t } = useTranslation("console");
  const { data: me } = useStaffMe();
  if (!me) return null;
  const grantable = me.permissions.filter((permission) => !permission.startsWith("session:"));
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} data-testid="console-greeting">
          {t("home.greeting", { name: me.staff.display_name })}
        </Title>
        <Text c="dimmed">{t("home.signedInAs", { email: me.staff.email })}</Text>
      </div>
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
