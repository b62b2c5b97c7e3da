import { Checkbox, Stack, Text } from "@mantine/core";
import { type StaffMember, type StaffRole, setStaffRoles, staffList, staffMe } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { ActionDialog } from "../../../components/action-dialog";
import { roleLabel } from "../../../components/role-label";

/** Sets a member's roles; the server refuses a grant beyond the acting member's own and the last owner's demotion. */
export function RolesDialog({
  member,
  roles,
  onClose,
}: {
  member: StaffMember;
  roles: StaffRole[];
  onClose: () => void;
}) {
  const { t } = useTranslation("console");
  const [chosen, setChosen] = useState<string[]>(member.roles.map((role) => String(role.id)));
  // A member may change their own roles too: their permissions (and the navigation) follow.
  const save = useEndpointMutation(setStaffRoles, { invalidates: [staffList, staffMe] });

  return (
    <ActionDialog
      title={t("staff.rolesDialog.title", { name: member.display_name })}
      confirmLabel={t("staff.rolesDialog.save")}
      confirmColor="dark"
      confirmTestId="roles-save"
      canConfirm={chosen.length > 0}
      action={() => save.mutateAsync({ staff_id: member.id, role_ids: chosen.map(Number) })}
      doneMessage={t("staff.rolesDialog.saved", { name: member.display_name })}
      onClose={onClose}
    >
      <Checkbox.Group value={chosen} onChange={setChosen} data-testid="roles-dialog">
        <Stack gap="xs">
          {roles.map((role) => (
            <Checkbox key={role.id} value={String(role.id)} label={roleLabel(t, role.name)} />
          ))}
        </Stack>
      </Checkbox.Group>
      {chosen.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("staff.rolesDialog.pickOne")}
        </Text>
      ) : null}
    </ActionDialog>
  );
}
