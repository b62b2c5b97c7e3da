import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FilterForm, useFilterDraft } from "../../../../components/filter-form/filter-form";
import { type HistoryFilters, NO_HISTORY_FILTERS } from "../history-filters";

/** Order number, start date and end date (spec 02 §2); applied by Search, cleared by Reset. */
export function HistoryFiltersBar({ onApply }: { onApply: (filters: HistoryFilters) => void }) {
  const { t } = useTranslation("wallet");
  const { draft, setDraft, set } = useFilterDraft<HistoryFilters>(NO_HISTORY_FILTERS);
  return (
    <FilterForm
      label={t("history.filters.label")}
      testId="history-filters"
      onSearch={() => onApply(draft)}
      onReset={() => {
        setDraft(NO_HISTORY_FILTERS);
        onApply(NO_HISTORY_FILTERS);
      }}
    >
      <TextInput
        label={t("history.filters.orderNo")}
        placeholder={t("history.filters.orderNoPlaceholder")}
        value={draft.orderNo}
        onChange={set("orderNo")}
        maxLength={40}
        w={{ base: "100%", xs: 220 }}
        data-testid="filter-order-no"
      />
      <TextInput
        type="date"
        label={t("history.filters.from")}
        value={draft.from}
        onChange={set("from")}
        w={{ base: "calc(50% - 6px)", xs: 170 }}
        data-testid="filter-from"
      />
      <TextInput
        type="date"
        label={t("history.filters.to")}
        value={draft.to}
        onChange={set("to")}
        w={{ base: "calc(50% - 6px)", xs: 170 }}
        data-testid="filter-to"
      />
    </FilterForm>
  );
}
