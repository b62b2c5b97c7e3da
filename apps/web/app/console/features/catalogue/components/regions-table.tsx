import { Badge, Button, Group, Text } from "@mantine/core";
import type { ConsoleRegion } from "@portico/contracts";
import { PAID_STATIC_PERIODS } from "@portico/domain";
import type { TFunction } from "i18next";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { usd } from "../format";
import { SaleState } from "./sale-state";

export type RegionAction = { kind: "edit" | "toggle"; region: ConsoleRegion };

function columns(
  t: TFunction<"console">,
  language: string,
  canWrite: boolean,
  onAction: (action: RegionAction) => void,
): DataTableColumn<ConsoleRegion>[] {
  const list: DataTableColumn<ConsoleRegion>[] = [
    {
      accessor: "code",
      title: t("catalogue.static.columns.region"),
      width: 190,
      render: (region) => (
        <RegionName
          name={language === "zh-CN" ? region.name_zh : region.name_en}
          code={region.code}
          hot={region.hot}
          t={t}
        />
      ),
    },
    { accessor: "isp", title: t("catalogue.static.columns.isp"), width: 140 },
    {
      accessor: "stock",
      title: t("catalogue.static.columns.stock"),
      textAlign: "right",
      render: (region) => (
        <Text fz="sm" c={region.stock === 0 ? "red" : undefined}>
          {region.stock}
        </Text>
      ),
    },
    ...PAID_STATIC_PERIODS.map(
      (period): DataTableColumn<ConsoleRegion> => ({
        accessor: `${period}_price`,
        title: t(`catalogue.static.periodColumns.${period}`),
        textAlign: "right",
        noWrap: true,
        render: (region) => <span data-column={`${period}Price`}>{usd(region[`${period}_price`])}</span>,
      }),
    ),
    { accessor: "weight", title: t("catalogue.plans.columns.weight"), textAlign: "right" },
    {
      accessor: "active",
      title: t("catalogue.columns.state"),
      render: (region) => (
        <SaleState
          active={region.active}
          canWrite={canWrite}
          name={language === "zh-CN" ? region.name_zh : region.name_en}
          onToggle={() => onAction({ kind: "toggle", region })}
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
      render: (region) => (
        <Button size="xs" variant="default" onClick={() => onAction({ kind: "edit", region })}>
          {t("catalogue.edit")}
        </Button>
      ),
    },
  ];
}

function RegionName({ name, code, hot, t }: { name: string; code: string; hot: boolean; t: TFunction<"console"> }) {
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <Text fz="sm" fw={600}>
          {name}
        </Text>
        {hot ? (
          <Badge size="xs" color="orange" variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t("catalogue.static.hot")}
          </Badge>
        ) : null}
      </Group>
      <Text fz="xs" c="dimmed" ff="monospace">
        {code}
      </Text>
    </div>
  );
}

/** Every static region with its live stock and the price per IP of each period; edit and sale state for `catalogue:write`. */
export function RegionsTable({
  regions,
  canWrite,
  onAction,
}: {
  regions: ConsoleRegion[];
  canWrite: boolean;
  onAction: (action: RegionAction) => void;
}) {
  const { t, i18n } = useTranslation("console");
  return (
    <DataTable<ConsoleRegion>
      records={regions}
      idAccessor="id"
      columns={columns(t, i18n.language, canWrite, onAction)}
      verticalSpacing="xs"
      horizontalSpacing="sm"
      highlightOnHover
      minHeight={regions.length === 0 ? 160 : undefined}
      noRecordsText={t("catalogue.static.empty")}
      customRowAttributes={(region) => ({ "data-testid": "region-row", "data-code": region.code })}
      data-testid="regions-table"
    />
  );
}
