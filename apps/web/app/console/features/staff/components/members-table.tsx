import { Badge, Button, Group, Table, Text } from "@mantine/core";
import type { StaffMember } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { roleLabel } from "../../../components/role-label";

export type MemberAction = { kind: "roles" | "disable"; member: StaffMember };

/** The members, with their roles, state and — for `staff:manage` — the actions on each. */
export function MembersTable({
  members,
  selfId,
  canManage,
  onAction,
}: {
  members: StaffMember[];
  selfId: string | undefined;
  canManage: boolean;
  onAction: (action: MemberAction) => void;
}) {
  const { t } = useTranslation("console");
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="staff-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("staff.name")}</Table.Th>
            <Table.Th>{t("staff.email")}</Table.Th>
            <Table.Th>{t("staff.roles")}</Table.Th>
            <Table.Th>{t("staff.state")}</Table.Th>
            {canManage ? <Table.Th>{t("staff.actions")}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id} data-testid="staff-row" data-email={member.email}>
              <Table.Td>
                <Text fw={500} fz="sm">
                  {member.display_name}
                  {member.id === selfId ? (
                    <Text span c="dimmed" fz="sm">
                      {` (${t("staff.you")})`}
                    </Text>
                  ) : null}
                </Text>
              </Table.Td>
              <Table.Td fz="sm">{member.email}</Table.Td>
              <Table.Td>
                <Group gap={4} data-testid="staff-row-roles">
                  {member.roles.map((role) => (
                    <Badge key={role.id} color="dark" variant="light" tt="none">
                      {roleLabel(t, role.name)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge color={member.active ? "green" : "red"} variant="dot" tt="none">
                    {member.active ? t("staff.active") : t("staff.disabled")}
                  </Badge>
                  {member.enrolled ? null : (
                    <Badge color="yellow" variant="light" tt="none">
                      {t("staff.notEnrolled")}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              {canManage ? (
                <Table.Td>
                  {member.active ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => onAction({ kind: "roles", member })}>
                        {t("staff.changeRoles")}
                      </Button>
                      {member.id === selfId ? null : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => onAction({ kind: "disable", member })}
                        >
                          {t("staff.disable")}
                        </Button>
                      )}
                    </Group>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
