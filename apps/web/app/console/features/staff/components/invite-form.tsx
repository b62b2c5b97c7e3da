import { Button, Card, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { inviteStaff, type StaffRole, staffList } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useWithReauth } from "../../../components/reauth/reauth-provider";
import { roleLabel } from "../../../components/role-label";

/** Invites a member by email to one role; the mail goes out in the inviter's language. */
export function InviteForm({ roles }: { roles: StaffRole[] }) {
  const { t, i18n } = useTranslation("console");
  const [email, setEmail] = useState("");
  const [roleId, setRoleId] = useState("");
  const invite = useEndpointMutation(inviteStaff, { invalidates: [staffList] });
  const withReauth = useWithReauth();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const sent = await withReauth(() =>
        invite.mutateAsync({
          email,
          role_id: Number(roleId),
          language: i18n.language === "zh-CN" ? "zh-CN" : "en",
        }),
      );
      showToast({ color: "green", message: t("staff.invite.sent", { email: sent.email }) });
      setEmail("");
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={600} mb="sm">
        {t("staff.invite.title")}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t("staff.invite.email")}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
            w={320}
            data-testid="invite-email"
          />
          <NativeSelect
            label={t("staff.invite.role")}
            data={[
              { value: "", label: t("staff.invite.pickRole"), disabled: true },
              ...roles.map((role) => ({ value: String(role.id), label: roleLabel(t, role.name) })),
            ]}
            value={roleId}
            onChange={(event) => setRoleId(event.currentTarget.value)}
            required
            w={220}
            data-testid="invite-role"
          />
          <Button type="submit" color="dark" disabled={!roleId} loading={invite.isPending} data-testid="invite-send">
            {t("staff.invite.submit")}
          </Button>
        </Group>
        {error ? (
          <Text c="red" fz="sm" mt="xs" role="alert">
            {error}
          </Text>
        ) : null}
      </form>
    </Card>
  );
}
