import {
  MultiSelect,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type CouponRules, consoleCouponProducts } from "@portico/contracts";
import { COUPON_LIMITS } from "@portico/contracts/codes";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { fromLocalInput, productOptions, toLocalInput } from "../coupon-format";

export const EMPTY_RULES: CouponRules = {
  kind: "percent",
  value: 10,
  min_amount: 0,
  max_uses: null,
  max_uses_per_customer: 1,
  starts_at: null,
  ends_at: null,
  applies_to: null,
};

/** A NumberInput's value: Mantine answers a string while the text is not a plain number; empty is NaN. */
const numberOf = (value: string | number) =>
  typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
/** A limit's field: empty means no limit. */
const limitOf = (value: string | number) => (value === "" ? null : numberOf(value));

/**
 * The rules a coupon or a batch shares: discount (percent or dollars), minimum order, total and
 * per-customer limits (empty: none), and the window on the member's clock. `discountLocked`: a
 * coupon already used keeps its discount, so those fields are read-only.
 */
export function CouponRulesFields({
  rules,
  onChange,
  discountLocked = false,
}: {
  rules: CouponRules;
  onChange: (rules: CouponRules) => void;
  discountLocked?: boolean;
}) {
  const { t } = useTranslation("console");
  const set = <K extends keyof CouponRules>(key: K, value: CouponRules[K]) => onChange({ ...rules, [key]: value });
  const percent = rules.kind === "percent";
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t("coupons.form.kind")}
        data={[
          { value: "percent", label: t("coupons.kind.percent") },
          { value: "fixed", label: t("coupons.kind.fixed") },
        ]}
        value={rules.kind}
        onChange={(event) => set("kind", event.currentTarget.value as CouponRules["kind"])}
        disabled={discountLocked}
        data-testid="coupon-kind"
      />
      <NumberInput
        label={percent ? t("coupons.form.percent") : t("coupons.form.amount")}
        value={rules.value}
        onChange={(value) => set("value", numberOf(value))}
        min={percent ? 1 : 0.01}
        max={percent ? 100 : COUPON_LIMITS.maxFixedDollars}
        allowDecimal={!percent}
        decimalScale={percent ? 0 : 2}
        {...(percent ? { suffix: "%" } : { leftSection: "$" })}
        disabled={discountLocked}
        required
        data-testid="coupon-value"
      />
      <NumberInput
        label={t("coupons.form.minAmount")}
        value={rules.min_amount}
        onChange={(value) => set("min_amount", numberOf(value))}
        min={0}
        max={COUPON_LIMITS.maxFixedDollars}
        decimalScale={2}
        leftSection="$"
        disabled={discountLocked}
      />
      <div />
      <NumberInput
        label={t("coupons.form.maxUses")}
        description={t("coupons.form.noLimitHelp")}
        value={rules.max_uses ?? ""}
        onChange={(value) => set("max_uses", limitOf(value))}
        min={1}
        max={COUPON_LIMITS.maxUses}
        allowDecimal={false}
        data-testid="coupon-max-uses"
      />
      <NumberInput
        label={t("coupons.form.maxPerCustomer")}
        description={t("coupons.form.noLimitHelp")}
        value={rules.max_uses_per_customer ?? ""}
        onChange={(value) => set("max_uses_per_customer", limitOf(value))}
        min={1}
        max={COUPON_LIMITS.maxUses}
        allowDecimal={false}
        data-testid="coupon-max-per-customer"
      />
      <TextInput
        type="datetime-local"
        label={t("coupons.form.startsAt")}
        description={t("coupons.form.windowHelp")}
        value={toLocalInput(rules.starts_at)}
        onChange={(event) => set("starts_at", fromLocalInput(event.currentTarget.value))}
        data-testid="coupon-starts"
      />
      <TextInput
        type="datetime-local"
        label={t("coupons.form.endsAt")}
        description={t("coupons.form.windowHelp")}
        value={toLocalInput(rules.ends_at)}
        onChange={(event) => set("ends_at", fromLocalInput(event.currentTarget.value))}
        data-testid="coupon-ends"
      />
      <AppliesToFields value={rules.applies_to} onChange={(value) => set("applies_to", value)} />
    </SimpleGrid>
  );
}

/**
 * "Applies to": every product, or chosen residential plans and static regions (on sale or not).
 * Switching to chosen products with none picked is sent as such, and the server refuses it.
 */
function AppliesToFields({
  value,
  onChange,
}: {
  value: CouponRules["applies_to"];
  onChange: (value: CouponRules["applies_to"]) => void;
}) {
  const { t, i18n } = useTranslation("console");
  const products = useEndpointQuery(consoleCouponProducts);
  const ids = (values: string[]) => values.map(Number);
  const chosen = value ?? { plan_ids: [], region_ids: [] };
  return (
    <Stack gap={6} style={{ gridColumn: "1 / -1" }} data-testid="coupon-applies-to">
      <Text fz="sm" fw={500}>
        {t("coupons.form.appliesTo")}
      </Text>
      <SegmentedControl
        data={[
          { value: "all", label: t("coupons.form.allProducts") },
          { value: "chosen", label: t("coupons.form.chosenProducts") },
        ]}
        value={value === null ? "all" : "chosen"}
        onChange={(scope) => onChange(scope === "all" ? null : chosen)}
        data-testid="coupon-scope"
      />
      {value === null ? (
        <Text fz="xs" c="dimmed">
          {t("coupons.form.allProductsHelp")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t("coupons.form.plans")}
            placeholder={chosen.plan_ids.length === 0 ? t("coupons.form.nonePicked") : undefined}
            data={productOptions(products.data?.plans ?? [], i18n.language, t("coupons.offSale"))}
            value={chosen.plan_ids.map(String)}
            onChange={(values) => onChange({ ...chosen, plan_ids: ids(values) })}
            searchable
            clearable
            nothingFoundMessage={t("coupons.form.nothingFound")}
            data-testid="coupon-plans"
          />
          <MultiSelect
            label={t("coupons.form.regions")}
            placeholder={chosen.region_ids.length === 0 ? t("coupons.form.nonePicked") : undefined}
            data={productOptions(products.data?.regions ?? [], i18n.language, t("coupons.offSale"))}
            value={chosen.region_ids.map(String)}
            onChange={(values) => onChange({ ...chosen, region_ids: ids(values) })}
            searchable
            clearable
            nothingFoundMessage={t("coupons.form.nothingFound")}
            data-testid="coupon-regions"
          />
          <Text fz="xs" c="dimmed" style={{ gridColumn: "1 / -1" }}>
            {t("coupons.form.chosenProductsHelp")}
          </Text>
        </SimpleGrid>
      )}
    </Stack>
  );
}
