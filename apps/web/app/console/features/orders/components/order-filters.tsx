import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { CONSOLE_ORDER_KINDS, PayStatus, PayType } from "@portico/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { EMPTY_ORDER_FILTERS, type OrderFilterForm } from "../orders-query";

/** The filters, applied together on submit (the address keeps them); Clear empties them. */
export function OrderFilters({
  initial,
  onApply,
}: {
  initial: OrderFilterForm;
  onApply: (form: OrderFilterForm) => void;
}) {
  const { t } = useTranslation("console");
  const [form, setForm] = useState(initial);
  const set = (field: keyof OrderFilterForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const clear = () => {
    setForm(EMPTY_ORDER_FILTERS);
    onApply(EMPTY_ORDER_FILTERS);
  };
  const any = { value: "", label: t("orders.filters.any") };

  return (
    <form onSubmit={submit} data-testid="order-filters">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t("orders.filters.orderNo")}
          value={form.order_no}
          onChange={(event) => set("order_no")(event.currentTarget.value)}
          w={200}
          data-testid="order-filter-no"
        />
        <TextInput
          label={t("orders.filters.email")}
          placeholder="name@example.com"
          value={form.email}
          onChange={(event) => set("email")(event.currentTarget.value)}
          w={240}
          data-testid="order-filter-email"
        />
        <NativeSelect
          label={t("orders.filters.status")}
          value={form.pay_status}
          onChange={(event) => set("pay_status")(event.currentTarget.value)}
          data={[
            any,
            ...Object.values(PayStatus).map((status) => ({
              value: String(status),
              label: t(`orders.status.${status}`),
            })),
          ]}
          w={130}
          data-testid="order-filter-status"
        />
        <NativeSelect
          label={t("orders.filters.kind")}
          value={form.kind}
          onChange={(event) => set("kind")(event.currentTarget.value)}
          data={[any, ...CONSOLE_ORDER_KINDS.map((kind) => ({ value: kind, label: t(`orders.kind.${kind}`) }))]}
          w={130}
        />
        <NativeSelect
          label={t("orders.filters.method")}
          value={form.pay_type}
          onChange={(event) => set("pay_type")(event.currentTarget.value)}
          data={[
            any,
            ...Object.values(PayType).map((type) => ({ value: String(type), label: t(`orders.method.${type}`) })),
          ]}
          w={130}
        />
        <TextInput
          type="date"
          label={t("orders.filters.from")}
          value={form.from}
          onChange={(event) => set("from")(event.currentTarget.value)}
          w={150}
        />
        <TextInput
          type="date"
          label={t("orders.filters.to")}
          value={form.to}
          onChange={(event) => set("to")(event.currentTarget.value)}
          w={150}
        />
        <TextInput
          type="number"
          min={0}
          step="0.01"
          label={t("orders.filters.minAmount")}
          leftSection="$"
          value={form.min_amount}
          onChange={(event) => set("min_amount")(event.currentTarget.value)}
          w={110}
        />
        <TextInput
          type="number"
          min={0}
          step="0.01"
          label={t("orders.filters.maxAmount")}
          leftSection="$"
          value={form.max_amount}
          onChange={(event) => set("max_amount")(event.currentTarget.value)}
          w={110}
        />
        <Button type="submit" color="dark" data-testid="order-filter-apply">
          {t("orders.filters.apply")}
        </Button>
        <Button variant="default" onClick={clear}>
          {t("orders.filters.clear")}
        </Button>
      </Group>
    </form>
  );
}
