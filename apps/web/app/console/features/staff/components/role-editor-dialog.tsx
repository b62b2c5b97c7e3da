import { Checkbox, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { createStaffRole, type StaffRole, staffRoles, updateStaffRole } from "@portico/contracts";
import { STAFF_PERMISSIONS } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { ActionDialog } from "../../../components/action-dialog";
import { useStaffMe } from "../../../components/use-staff-me";
import { permissionLabel } from "./permission-label";

/**
 * Creates a custom role, or renames one and changes its permissions. A permission the member does
 * not hold is shown but cannot be ticked: nobody grants what they lack (the server refuses it too).
 */
export function RoleEditorDialog({ role, onClose }: { role: StaffRole | null; onClose: () => void }) {
  const { t } = useTranslation("console");
  const { data: me } = useStaffMe();
  const held = new Set(me?.permissions ?? []);
  const [name, setName] = useState(role?.name ?? "");
  const [chosen, setChosen] = useState<string[]>(role?.permissions ?? []);
  const create = useEndpointMutation(createStaffRole, { invalidates: [staffRoles] });
  const update = useEndpointMutation(updateStaffRole, { invalidates: [staffRoles] });
  const permissions = chosen.filter((permission) =>
    (STAFF_PERMISSIONS as readonly string[]).includes(permission),
  ) as (typeof STAFF_PERMISSIONS)[number][];

  return (
    <ActionDialog
      title={role ? t("staff.roleEditor.editTitle", { name: role.name }) : t("staff.roleEditor.createTitle")}
      confirmLabel={role ? t("staff.roleEditor.save") : t("staff.roleEditor.create")}
      confirmColor="dark"
      confirmTestId="role-save"
      check={() => (name.trim().length < 2 ? t("staff.roleEditor.nameTooShort") : null)}
      canConfirm={chosen.length > 0}
      action={() =>
        role
          ? update.mutateAsync({ role_id: role.id, name: name.trim(), permissions })
          : create.mutateAsync({ name: name.trim(), permissions })
      }
      doneMessage={t("staff.roleEditor.saved", { name: name.trim() })}
      onClose={onClose}
    >
      <TextInput
        label={t("staff.roleEditor.name")}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={40}
        required
        data-testid="role-name"
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t("staff.roleEditor.permissions")}
        </Text>
        <Checkbox.Group value={chosen} onChange={setChosen} data-testid="role-permissions">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
            {STAFF_PERMISSIONS.map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                label={permissionLabel(t, permission)}
                disabled={!held.has(permission)}
                data-permission={permission}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Text c="dimmed" fz="xs">
          {t("staff.roleEditor.onlyHeld")}
        </Text>
      </Stack>
    </ActionDialog>
  );
}
