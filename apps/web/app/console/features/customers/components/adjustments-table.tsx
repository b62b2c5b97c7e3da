import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import {
  approveWalletAdjustment,
  consoleCustomerDetail,
  rejectWalletAdjustment,
  type WalletAdjustment,
} from "@portico/contracts";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useWithReauth } from "../../../components/reauth/reauth-provider";
import { useStaffMe } from "../../../components/use-staff-me";
import { formatCents, formatTime } from "../format";

const STATUS_COLOURS = { pending: "yellow", posted: "green", rejected: "gray" } as const;

/** The customer's wallet adjustments; a pending one is approved or rejected by another member with `wallet:approve`. */
export function AdjustmentsTable({
  adjustments,
  canApprove,
}: {
  adjustments: WalletAdjustment[];
  canApprove: boolean;
}) {
  const { t, i18n } = useTranslation("console");
  const { data: me } = useStaffMe();
  const [error, setError] = useState<string | null>(null);
  const approve = useEndpointMutation(approveWalletAdjustment, { invalidates: [consoleCustomerDetail] });
  const reject = useEndpointMutation(rejectWalletAdjustment, { invalidates: [consoleCustomerDetail] });
  const withReauth = useWithReauth();

  const decide = async (row: WalletAdjustment, decision: "approve" | "reject") => {
    setError(null);
    try {
      if (decision === "approve") await withReauth(() => approve.mutateAsync({ adjustment_id: row.id }));
      else await reject.mutateAsync({ adjustment_id: row.id });
      showToast({ color: "green", message: t(`customers.adjustments.${decision}d`) });
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  if (adjustments.length === 0) return null;
  return (
    <Card withBorder radius="md" padding={0}>
      <Stack gap={0}>
        <Text fw={600} px="md" pt="sm" pb="xs">
          {t("customers.adjustments.title")}
        </Text>
        {error ? (
          <Text c="red" fz="sm" px="md" pb="xs" role="alert">
            {error}
          </Text>
        ) : null}
        <DataTable<WalletAdjustment>
          records={adjustments}
          idAccessor="id"
          verticalSpacing="xs"
          horizontalSpacing="md"
          customRowAttributes={(row) => ({ "data-testid": "adjustment-row", "data-status": row.status })}
          data-testid="customer-adjustments"
          columns={[
            {
              accessor: "created_at",
              title: t("customers.detail.when"),
              noWrap: true,
              render: (row) => formatTime(row.created_at, i18n.language),
            },
            {
              accessor: "amount_cents",
              title: t("customers.timeline.amount"),
              textAlign: "right",
              noWrap: true,
              render: (row) => formatCents(row.amount_cents, i18n.language),
            },
            {
              accessor: "reason_code",
              title: t("customers.adjust.reason"),
              noWrap: true,
              render: (row) => t(`customers.reasons.${row.reason_code}`),
            },
            { accessor: "note", title: t("customers.adjust.note") },
            {
              accessor: "status",
              title: t("customers.columns.state"),
              render: (row) => (
                <Badge color={STATUS_COLOURS[row.status]} variant="light" tt="none">
                  {t(`customers.adjustments.status.${row.status}`)}
                </Badge>
              ),
            },
            {
              accessor: "actions",
              title: "",
              render: (row) =>
                canApprove && row.status === "pending" && row.requested_by !== me?.staff.id ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" loading={approve.isPending} onClick={() => void decide(row, "approve")}>
                      {t("customers.adjustments.approve")}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={reject.isPending}
                      onClick={() => void decide(row, "reject")}
                    >
                      {t("customers.adjustments.reject")}
                    </Button>
                  </Group>
                ) : row.status === "pending" ? (
                  <Text fz="xs" c="dimmed">
                    {t("customers.adjustments.awaiting")}
                  </Text>
                ) : null,
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
