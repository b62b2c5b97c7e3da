import { Button, Group, Modal, Stack, Switch, Text, TextInput } from "@mantine/core";
import {
  type ConsoleCoupon,
  type CouponRules,
  consoleCoupons,
  createConsoleCoupon,
  updateConsoleCoupon,
} from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { CouponRulesFields, EMPTY_RULES } from "./coupon-rules-fields";

const rulesOf = (coupon: ConsoleCoupon): CouponRules => ({
  kind: coupon.kind,
  value: coupon.value,
  min_amount: coupon.min_amount,
  max_uses: coupon.max_uses,
  max_uses_per_customer: coupon.max_uses_per_customer,
  starts_at: coupon.starts_at,
  ends_at: coupon.ends_at,
  applies_to: coupon.applies_to,
});

/**
 * Creates a coupon, or edits one: its limits, window and on/off always, its discount only while
 * unused. The server checks every field and answers a localised message, shown here; nothing
 * changes on a refusal.
 */
export function CouponFormModal({ coupon, onClose }: { coupon: ConsoleCoupon | null; onClose: () => void }) {
  const { t } = useTranslation("console");
  const [code, setCode] = useState("");
  const [rules, setRules] = useState<CouponRules>(coupon ? rulesOf(coupon) : EMPTY_RULES);
  const [active, setActive] = useState(coupon?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const create = useEndpointMutation(createConsoleCoupon, { invalidates: [consoleCoupons] });
  const update = useEndpointMutation(updateConsoleCoupon, { invalidates: [consoleCoupons] });

  const submit = async () => {
    setError(null);
    try {
      const saved = coupon
        ? await update.mutateAsync({ ...rules, id: coupon.id, active })
        : await create.mutateAsync({ ...rules, code });
      showToast({ color: "green", message: t("coupons.saved", { code: saved.code }) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={coupon ? t("coupons.form.editTitle", { code: coupon.code }) : t("coupons.form.newTitle")}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" data-testid="coupon-form">
          {coupon ? null : (
            <TextInput
              label={t("coupons.form.code")}
              description={t("coupons.form.codeHelp")}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              maxLength={32}
              required
              data-testid="coupon-code"
            />
          )}
          {coupon && coupon.uses > 0 ? (
            <Text fz="sm" c="dimmed">
              {t("coupons.form.discountLocked", { count: coupon.uses })}
            </Text>
          ) : null}
          <CouponRulesFields rules={rules} onChange={setRules} discountLocked={coupon !== null && coupon.uses > 0} />
          {coupon ? (
            <Switch
              label={t("coupons.form.active")}
              checked={active}
              onChange={(event) => setActive(event.currentTarget.checked)}
              data-testid="coupon-active"
            />
          ) : null}
          {error ? (
            <Text c="red" fz="sm" role="alert" data-testid="coupon-form-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="dark" loading={create.isPending || update.isPending} data-testid="coupon-save">
              {t("coupons.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
