import { NativeSelect, NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import type { CouponRules } from "@portico/contracts";
import { COUPON_LIMITS } from "@portico/contracts/codes";
import { useTranslation } from "react-i18next";
import { fromLocalInput, toLocalInput } from "../coupon-format";

export const EMPTY_RULES: CouponRules = {
  kind: "percent",
  value: 10,
  min_amount: 0,
  max_uses: null,
  max_uses_per_customer: 1,
  starts_at: null,
  ends_at: null,
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
    </SimpleGrid>
  );
}
