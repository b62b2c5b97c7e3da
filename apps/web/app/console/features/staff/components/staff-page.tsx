import { Alert, Card, Loader, Stack, Text, Title } from "@mantine/core";
import { staffList, staffRoles } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission, useStaffMe } from "../../../components/use-staff-me";
import { DisableDialog } from "./disable-dialog";
import { InvitationsList } from "./invitations-list";
import { InviteForm } from "./invite-form";
import { type MemberAction, MembersTable } from "./members-table";
import { RolesDialog } from "./roles-dialog";

/** The staff screen: every member with roles and state; invite, change roles, disable for `staff:manage`. */
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
      {action?.kind === "roles" && roles.data ? (
        <RolesDialog member={action.member} roles={roles.data.list} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === "disable" ? <DisableDialog member={action.member} onClose={() => setAction(null)} /> : null}
    </Stack>
  );
}
