import { Text } from "@mantine/core";
import { disableStaff, type StaffMember, staffList } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { ActionDialog } from "../../../components/action-dialog";

/** Disables a member after a confirmation: their sessions end at once (never the last active owner). */
export function DisableDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation("console");
  const disable = useEndpointMutation(disableStaff, { invalidates: [staffList] });

  return (
    <ActionDialog
      title={t("staff.disableDialog.title", { name: member.display_name })}
      confirmLabel={t("staff.disableDialog.confirm")}
      confirmColor="red"
      confirmTestId="disable-confirm"
      action={() => disable.mutateAsync({ staff_id: member.id })}
      doneMessage={t("staff.disableDialog.done", { name: member.display_name })}
      onClose={onClose}
    >
      <Text fz="sm">{t("staff.disableDialog.body")}</Text>
    </ActionDialog>
  );
}
