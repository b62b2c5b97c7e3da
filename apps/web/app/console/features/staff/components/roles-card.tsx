import { Badge, Button, Card, Group, Table, Text, Title } from "@mantine/core";
import type { StaffRole } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { roleLabel } from "../../../components/role-label";
import { permissionLabel } from "./permission-label";

/** Every role with what it may do; custom roles are made and changed here by `staff:manage`. */
export function RolesCard({
  roles,
  canManage,
  onCreate,
  onEdit,
}: {
  roles: StaffRole[];
  canManage: boolean;
  onCreate: () => void;
  onEdit: (role: StaffRole) => void;
}) {
  const { t } = useTranslation("console");
  return (
    <Card withBorder radius="md" data-testid="roles-card">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t("staff.rolesCard.title")}
        </Title>
        {canManage ? (
          <Button size="xs" variant="default" onClick={onCreate} data-testid="role-new">
            {t("staff.rolesCard.new")}
          </Button>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={240}>{t("staff.rolesCard.role")}</Table.Th>
              <Table.Th>{t("staff.rolesCard.permissions")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((role) => (
              <Table.Tr key={role.id} data-testid="role-row" data-role={role.name}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fz="sm" fw={500}>
                      {roleLabel(t, role.name)}
                    </Text>
                    <Badge
                      size="xs"
                      variant="light"
                      color={role.builtin ? "gray" : "blue"}
                      style={{ flexShrink: 0, overflow: "visible" }}
                    >
                      {role.builtin ? t("staff.rolesCard.builtin") : t("staff.rolesCard.custom")}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="xs" c="dimmed">
                    {role.permissions
                      .map((permission) => permissionLabel(t, permission))
                      .join(t("staff.rolesCard.separator"))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {canManage && !role.builtin ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => onEdit(role)} data-testid="role-edit">
                      {t("staff.rolesCard.edit")}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
