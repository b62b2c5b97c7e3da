import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { disableStaff, type StaffMember, staffList } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useWithReauth } from "../../../components/reauth/reauth-provider";

/** Disables a member after a confirmation: their sessions end at once (never the last active owner). */
export function DisableDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation("console");
  const [error, setError] = useState<string | null>(null);
  const disable = useEndpointMutation(disableStaff, { invalidates: [staffList] });
  const withReauth = useWithReauth();

  const submit = async () => {
    setError(null);
    try {
      await withReauth(() => disable.mutateAsync({ staff_id: member.id }));
      showToast({ color: "green", message: t("staff.disableDialog.done", { name: member.display_name }) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("staff.disableDialog.title", { name: member.display_name })} centered>
      <Stack>
        <Text fz="sm">{t("staff.disableDialog.body")}</Text>
        {error ? (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={disable.isPending} onClick={() => void submit()} data-testid="disable-confirm">
            {t("staff.disableDialog.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
