import { Badge, Button, Text } from "@mantine/core";
import type { ConsolePlan } from "@portico/contracts";
import type { TFunction } from "i18next";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { mbAsGb, usd } from "../format";
import { SaleState } from "./sale-state";

export type PlanAction = { kind: "edit" | "toggle"; plan: ConsolePlan };

function columns(
  t: TFunction<"console">,
  language: string,
  canWrite: boolean,
  onAction: (action: PlanAction) => void,
): DataTableColumn<ConsolePlan>[] {
  const list: DataTableColumn<ConsolePlan>[] = [
    {
      accessor: "title",
      title: t("catalogue.plans.columns.title"),
      noWrap: true,
      // Wide enough for the longest title with its badge: the table does not size a cell to it on a phone.
      width: 190,
      render: (plan) => (
        <Text fz="sm" fw={600} data-column="title">
          {language === "zh-CN" ? plan.title_zh : plan.title_en}
          {plan.popular ? (
            <Badge size="xs" color="orange" variant="light" tt="none" ml={6} style={{ verticalAlign: "middle" }}>
              {t("catalogue.plans.popular")}
            </Badge>
          ) : null}
        </Text>
      ),
    },
    {
      accessor: "type",
      title: t("catalogue.plans.columns.type"),
      noWrap: true,
      render: (plan) => t(`catalogue.plans.types.${plan.type}`),
    },
    {
      accessor: "flow",
      title: t("catalogue.plans.columns.traffic"),
      noWrap: true,
      render: (plan) =>
        plan.flow + plan.give === 0
          ? "—"
          : plan.give > 0
            ? t("catalogue.plans.trafficWithBonus", { gb: mbAsGb(plan.flow), bonus: mbAsGb(plan.give) })
            : t("catalogue.plans.traffic", { gb: mbAsGb(plan.flow) }),
    },
    { accessor: "days", title: t("catalogue.plans.columns.days"), textAlign: "right" },
    {
      accessor: "price",
      title: t("catalogue.plans.columns.price"),
      textAlign: "right",
      noWrap: true,
      render: (plan) => (
        <Text
          fz="sm"
          c={plan.sale_price < plan.price ? "dimmed" : undefined}
          td={plan.sale_price < plan.price ? "line-through" : undefined}
        >
          {usd(plan.price)}
        </Text>
      ),
    },
    {
      accessor: "sale_price",
      title: t("catalogue.plans.columns.salePrice"),
      textAlign: "right",
      noWrap: true,
      render: (plan) => (
        <Text fz="sm" fw={600} data-column="salePrice">
          {usd(plan.sale_price)}
        </Text>
      ),
    },
    {
      accessor: "discount_ratio",
      title: t("catalogue.plans.columns.discount"),
      textAlign: "right",
      render: (plan) => (plan.discount_ratio > 0 ? `${plan.discount_ratio}%` : "—"),
    },
    { accessor: "weight", title: t("catalogue.plans.columns.weight"), textAlign: "right" },
    {
      accessor: "active",
      title: t("catalogue.columns.state"),
      render: (plan) => (
        <SaleState
          active={plan.active}
          canWrite={canWrite}
          name={language === "zh-CN" ? plan.title_zh : plan.title_en}
          onToggle={() => onAction({ kind: "toggle", plan })}
        />
      ),
    },
  ];
  if (!canWrite) return list;
  return [
    ...list,
    {
      accessor: "actions",
      title: t("catalogue.columns.actions"),
      noWrap: true,
      render: (plan) => (
        <Button size="xs" variant="default" onClick={() => onAction({ kind: "edit", plan })}>
          {t("catalogue.edit")}
        </Button>
      ),
    },
  ];
}

/** Every residential plan, heaviest first as the public panel orders them; edit and sale state for `catalogue:write`. */
export function PlansTable({
  plans,
  canWrite,
  onAction,
}: {
  plans: ConsolePlan[];
  canWrite: boolean;
  onAction: (action: PlanAction) => void;
}) {
  const { t, i18n } = useTranslation("console");
  return (
    <DataTable<ConsolePlan>
      records={plans}
      idAccessor="id"
      columns={columns(t, i18n.language, canWrite, onAction)}
      verticalSpacing="sm"
      horizontalSpacing="sm"
      highlightOnHover
      minHeight={plans.length === 0 ? 160 : undefined}
      noRecordsText={t("catalogue.plans.empty")}
      customRowAttributes={(plan) => ({
        "data-testid": "plan-row",
        "data-plan-id": plan.id,
        "data-title": plan.title_en,
      })}
      data-testid="plans-table"
    />
  );
}
