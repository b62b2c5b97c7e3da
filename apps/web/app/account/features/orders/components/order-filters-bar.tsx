import { NativeSelect, TextInput } from "@mantine/core";
import { PayStatus } from "@portico/contracts/codes";
import { useTranslation } from "react-i18next";
import { FilterForm, useFilterDraft } from "../../../components/filter-form/filter-form";
import { NO_FILTERS, type OrderFilters } from "../order-filters";

type OrderFiltersBarProps = {
  /** Residential lists filter by date and time, static ones by date. */
  withTime: boolean;
  onApply: (filters: OrderFilters) => void;
};

/** Order number, a date range and the pay status (spec 02 §2); applied by Search, cleared by Reset. */
export function OrderFiltersBar({ withTime, onApply }: OrderFiltersBarProps) {
  const { t } = useTranslation("orders");
  const { draft, setDraft, set } = useFilterDraft<OrderFilters>(NO_FILTERS);
  const dateType = withTime ? "datetime-local" : "date";
  const statuses = Object.values(PayStatus).map((status) => ({
    value: String(status),
    label: t(`payStatus.${status}`),
  }));

  return (
    <FilterForm
      label={t("filters.label")}
      testId="order-filters"
      onSearch={() => onApply(draft)}
      onReset={() => {
        setDraft(NO_FILTERS);
        onApply(NO_FILTERS);
      }}
    >
      <TextInput
        label={t("filters.orderNo")}
        placeholder={t("filters.orderNoPlaceholder")}
        value={draft.orderNo}
        onChange={set("orderNo")}
        maxLength={40}
        w={220}
        data-testid="filter-order-no"
      />
      <TextInput
        type={dateType}
        label={t("filters.from")}
        value={draft.from}
        onChange={set("from")}
        w={withTime ? 210 : 170}
        data-testid="filter-from"
      />
      <TextInput
        type={dateType}
        label={t("filters.to")}
        value={draft.to}
        onChange={set("to")}
        w={withTime ? 210 : 170}
        data-testid="filter-to"
      />
      <NativeSelect
        label={t("filters.payStatus")}
        value={draft.payStatus}
        onChange={set("payStatus")}
        data={[{ value: "", label: t("filters.allStatuses") }, ...statuses]}
        w={160}
        data-testid="filter-pay-status"
      />
    </FilterForm>
  );
}
