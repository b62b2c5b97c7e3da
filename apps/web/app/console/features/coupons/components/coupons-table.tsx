import { Badge, Button, Text } from "@mantine/core";
import type { ConsoleCoupon, CouponProduct, CouponState } from "@portico/contracts";
import type { TFunction } from "i18next";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appliesToNames, shortDateTime } from "../coupon-format";

const PAGE_SIZE = 25;
const STATE_COLORS: Record<CouponState, string> = {
  active: "green",
  scheduled: "blue",
  expired: "gray",
  used_up: "orange",
  disabled: "red",
};

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

type Catalogue = { plans: CouponProduct[]; regions: CouponProduct[] } | undefined;

/** Every product, or the chosen plans and regions (the first two named, then how many more; all in the tooltip). */
function AppliesTo({ coupon, catalogue }: { coupon: ConsoleCoupon; catalogue: Catalogue }) {
  const { t, i18n } = useTranslation("console");
  const names = appliesToNames(coupon.applies_to, catalogue, i18n.language);
  if (names === null)
    return (
      <Text fz="sm" c="dimmed" data-column="applies-to">
        {t("coupons.allProducts")}
      </Text>
    );
  const separator = i18n.language === "zh-CN" ? "、" : ", ";
  const shown = names.slice(0, 2).join(separator);
  return (
    <Text fz="sm" maw={260} truncate="end" title={names.join(separator)} data-column="applies-to">
      {names.length > 2 ? t("coupons.andMore", { names: shown, count: names.length - 2 }) : shown}
    </Text>
  );
}

function columns(
  t: TFunction<"console">,
  canWrite: boolean,
  onEdit: (coupon: ConsoleCoupon) => void,
  catalogue: Catalogue,
): DataTableColumn<ConsoleCoupon>[] {
  const list: DataTableColumn<ConsoleCoupon>[] = [
    {
      accessor: "code",
      title: t("coupons.columns.code"),
      noWrap: true,
      render: (coupon) => (
        <Text fz="sm" fw={600} ff="monospace" data-column="code">
          {coupon.code}
        </Text>
      ),
    },
    {
      accessor: "value",
      title: t("coupons.columns.discount"),
      noWrap: true,
      render: (coupon) =>
        coupon.kind === "percent"
          ? t("coupons.percentOff", { value: coupon.value })
          : t("coupons.amountOff", { amount: usd(coupon.value) }),
    },
    {
      accessor: "min_amount",
      title: t("coupons.columns.minimum"),
      textAlign: "right",
      noWrap: true,
      render: (coupon) => (coupon.min_amount > 0 ? usd(coupon.min_amount) : "—"),
    },
    {
      accessor: "applies_to",
      title: t("coupons.columns.appliesTo"),
      render: (coupon) => <AppliesTo coupon={coupon} catalogue={catalogue} />,
    },
    {
      accessor: "uses",
      title: t("coupons.columns.uses"),
      textAlign: "right",
      noWrap: true,
      render: (coupon) => (
        <span data-column="uses">
          {coupon.max_uses === null
            ? t("coupons.usesUnlimited", { uses: coupon.uses })
            : t("coupons.usesOf", { uses: coupon.uses, max: coupon.max_uses })}
        </span>
      ),
    },
    {
      accessor: "max_uses_per_customer",
      title: t("coupons.columns.perCustomer"),
      textAlign: "right",
      noWrap: true,
      render: (coupon) => coupon.max_uses_per_customer ?? t("coupons.noLimit"),
    },
    {
      accessor: "window",
      title: t("coupons.columns.window"),
      noWrap: true,
      render: (coupon) =>
        coupon.starts_at === null && coupon.ends_at === null
          ? t("coupons.always")
          : `${coupon.starts_at ? shortDateTime(coupon.starts_at) : "…"} – ${coupon.ends_at ? shortDateTime(coupon.ends_at) : "…"}`,
    },
    {
      accessor: "state",
      title: t("coupons.columns.state"),
      noWrap: true,
      render: (coupon) => (
        <Badge color={STATE_COLORS[coupon.state]} variant="light" tt="none" data-column="state">
          {t(`coupons.state.${coupon.state}`)}
        </Badge>
      ),
    },
  ];
  if (!canWrite) return list;
  return [
    ...list,
    {
      accessor: "actions",
      title: t("coupons.columns.actions"),
      noWrap: true,
      render: (coupon) => (
        <Button size="xs" variant="default" onClick={() => onEdit(coupon)} data-testid="coupon-edit">
          {t("coupons.edit")}
        </Button>
      ),
    },
  ];
}

/** The coupons, newest first (a batch's codes together), a page at a time; edit for `coupons:write`. */
export function CouponsTable({
  coupons,
  canWrite,
  onEdit,
  catalogue,
}: {
  coupons: ConsoleCoupon[];
  canWrite: boolean;
  onEdit: (coupon: ConsoleCoupon) => void;
  /** The plans and regions by id, to name what a limited coupon applies to. */
  catalogue: Catalogue;
}) {
  const { t } = useTranslation("console");
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(coupons.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  return (
    <DataTable<ConsoleCoupon>
      records={coupons.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
      idAccessor="id"
      columns={columns(t, canWrite, onEdit, catalogue)}
      verticalSpacing="sm"
      horizontalSpacing="sm"
      highlightOnHover
      minHeight={coupons.length === 0 ? 160 : undefined}
      noRecordsText={t("coupons.empty")}
      totalRecords={coupons.length}
      recordsPerPage={PAGE_SIZE}
      page={shown}
      onPageChange={setPage}
      paginationText={({ from, to, totalRecords }) => t("coupons.pageRange", { from, to, total: totalRecords })}
      customRowAttributes={(coupon) => ({ "data-testid": "coupon-row", "data-code": coupon.code })}
      data-testid="coupons-table"
    />
  );
}
