import { Alert, Card, Loader, Stack, Text, Title } from "@mantine/core";
import { type StaffRole, staffList, staffRoles } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission, useStaffMe } from "../../../components/use-staff-me";
import { DisableDialog } from "./disable-dialog";
import { InvitationsList } from "./invitations-list";
import { InviteForm } from "./invite-form";
import { type MemberAction, MembersTable } from "./members-table";
import { RoleEditorDialog } from "./role-editor-dialog";
import { RolesCard } from "./roles-card";
import { RolesDialog } from "./roles-dialog";

/**
 * The staff screen: every member with roles and state, the roles with their permissions; invite,
 * change a member's roles, disable, and make or change custom roles for `staff:manage`.
 */
export function StaffPage() {
  const { t } = useTranslation("console");
  const canRead = useHasPermission("staff:read");
  if (!canRead)
    return (
      <Alert color="gray" data-testid="staff-no-access">
        {t("staff.noAccess")}
      </Alert>
    );
  return <StaffScreen />;
}

function StaffScreen() {
  const { t } = useTranslation("console");
  const canManage = useHasPermission("staff:manage");
  const { data: me } = useStaffMe();
  const list = useEndpointQuery(staffList);
  const roles = useEndpointQuery(staffRoles);
  const [action, setAction] = useState<MemberAction | null>(null);
  // A role being made (null) or changed; undefined while no editor is open.
  const [editing, setEditing] = useState<StaffRole | null | undefined>(undefined);

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1}>{t("staff.title")}</Title>
        <Text c="dimmed">{t("staff.subtitle")}</Text>
      </div>
      {canManage && roles.data ? <InviteForm roles={roles.data.list} /> : null}
      <Card withBorder radius="md" padding={0}>
        {list.isPending ? <Loader m="lg" /> : null}
        {list.isError ? (
          <Alert color="red" m="md">
            {t("common.loadFailed")}
          </Alert>
        ) : null}
        {list.data ? (
          <MembersTable members={list.data.list} selfId={me?.staff.id} canManage={canManage} onAction={setAction} />
        ) : null}
      </Card>
      {list.data ? <InvitationsList invitations={list.data.invitations} /> : null}
      {roles.data ? (
        <RolesCard
          roles={roles.data.list}
          canManage={canManage}
          onCreate={() => setEditing(null)}
          onEdit={(role) => setEditing(role)}
        />
      ) : null}
      {editing !== undefined ? <RoleEditorDialog role={editing} onClose={() => setEditing(undefined)} /> : null}
      {action?.kind === "roles" && roles.data ? (
        <RolesDialog member={action.member} roles={roles.data.list} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === "disable" ? <DisableDialog member={action.member} onClose={() => setAction(null)} /> : null}
    </Stack>
  );
}
