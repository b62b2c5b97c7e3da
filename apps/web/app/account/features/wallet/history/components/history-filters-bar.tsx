import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type HistoryFilters, NO_HISTORY_FILTERS } from "../history-filters";

/** Order number, start date and end date (spec 02 §2); applied by Search, cleared by Reset. */
export function HistoryFiltersBar({ onApply }: { onApply: (filters: HistoryFilters) => void }) {
  const { t } = useTranslation("wallet");
  const [draft, setDraft] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const set = (field: keyof HistoryFilters) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setDraft((previous) => ({ ...previous, [field]: value }));
  };
  return (
    <form
      aria-label={t("history.filters.label")}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      data-testid="history-filters"
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
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
        <Group gap="sm">
          <Button type="submit" data-testid="filter-search">
            {t("history.filters.search")}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_HISTORY_FILTERS);
              onApply(NO_HISTORY_FILTERS);
            }}
            data-testid="filter-reset"
          >
            {t("history.filters.reset")}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
