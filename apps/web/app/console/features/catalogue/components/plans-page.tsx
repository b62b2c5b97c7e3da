import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type ConsolePlan, consolePlans, setConsolePlanActive } from "@portico/contracts";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import { PlanFormModal } from "./plan-form-modal";
import { type PlanAction, PlansTable } from "./plans-table";
import { useToggleSale } from "./use-toggle-sale";

/** `/console/catalogue/plans`: the residential plans; create, edit and sale state for `catalogue:write`. */
export function PlansPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("catalogue:read"))
    return (
      <Alert color="gray" data-testid="catalogue-no-access">
        {t("catalogue.noAccess")}
      </Alert>
    );
  return <PlansScreen />;
}

function PlansScreen() {
  const { t, i18n } = useTranslation("console");
  const canWrite = useHasPermission("catalogue:write");
  const list = useEndpointQuery(consolePlans);
  const setActive = useEndpointMutation(setConsolePlanActive, { invalidates: [consolePlans] });
  const toggle = useToggleSale();
  const [editing, setEditing] = useState<ConsolePlan | "new" | null>(null);

  const onAction = ({ kind, plan }: PlanAction) => {
    if (kind === "edit") setEditing(plan);
    else
      void toggle(i18n.language === "zh-CN" ? plan.title_zh : plan.title_en, !plan.active, () =>
        setActive.mutateAsync({ id: plan.id, active: !plan.active }),
      );
  };

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t("catalogue.plans.title")}</Title>
          <Text c="dimmed">{t("catalogue.plans.subtitle")}</Text>
        </div>
        {canWrite ? (
          <Button
            color="dark"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            data-testid="plan-new"
          >
            {t("catalogue.plans.new")}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="md" padding={0}>
        {list.isPending ? <Loader m="lg" /> : null}
        {list.isError ? (
          <Alert color="red" m="md">
            {t("common.loadFailed")}
          </Alert>
        ) : null}
        {list.data ? <PlansTable plans={list.data.list} canWrite={canWrite} onAction={onAction} /> : null}
      </Card>
      {editing ? <PlanFormModal plan={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
