import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { EndpointData, staffList } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { roleLabel } from "../../../components/role-label";

type Invitation = EndpointData<typeof staffList>["invitations"][number];

/** Invitations sent and not yet accepted, with the role each will grant and when its link expires. */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const { t, i18n } = useTranslation("console");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={600} mb="sm">
        {t("staff.invitations")}
      </Text>
      {invitations.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("staff.noInvitations")}
        </Text>
      ) : (
        <Stack gap="xs">
          {invitations.map((invitation) => (
            <Group key={invitation.id} justify="space-between" data-testid="staff-invitation">
              <Group gap="sm">
                <Text fz="sm">{invitation.email}</Text>
                <Badge color="dark" variant="light" tt="none">
                  {roleLabel(t, invitation.role)}
                </Badge>
              </Group>
              <Text c="dimmed" fz="sm">
                {t("staff.expires", { date: date.format(invitation.expires_at * 1000) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
