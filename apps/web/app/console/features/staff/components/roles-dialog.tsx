import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { type StaffMember, type StaffRole, setStaffRoles, staffList, staffMe } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useWithReauth } from "../../../components/reauth/reauth-provider";
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
  const [error, setError] = useState<string | null>(null);
  // A member may change their own roles too: their permissions (and the navigation) follow.
  const save = useEndpointMutation(setStaffRoles, { invalidates: [staffList, staffMe] });
  const withReauth = useWithReauth();

  const submit = async () => {
    setError(null);
    try {
      await withReauth(() => save.mutateAsync({ staff_id: member.id, role_ids: chosen.map(Number) }));
      showToast({ color: "green", message: t("staff.rolesDialog.saved", { name: member.display_name }) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("staff.rolesDialog.title", { name: member.display_name })} centered>
      <Stack>
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
        {error ? (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            color="dark"
            disabled={chosen.length === 0}
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="roles-save"
          >
            {t("staff.rolesDialog.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
