import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The filters as typed, before Search applies them: `set("field")` is an input's onChange. Every
 * user-centre list keeps its filters as a record of strings (spec 02 §2: applied on Search).
 */
export function useFilterDraft<T extends Record<string, string>>(initial: T) {
  const [draft, setDraft] = useState<T>(initial);
  const set = (field: keyof T) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setDraft((previous) => ({ ...previous, [field]: value }));
  };
  return { draft, setDraft, set };
}

type FilterFormProps = {
  /** The form's accessible name. */
  label: string;
  testId: string;
  onSearch: () => void;
  onReset: () => void;
  /** The filter inputs. */
  children: React.ReactNode;
};

/**
 * A list's filter bar (spec 02 §2): the inputs, then Search (the form's submit, so Enter searches)
 * and Reset, kept together when the bar wraps on a phone.
 */
export function FilterForm({ label, testId, onSearch, onReset, children }: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      data-testid={testId}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        <Group gap="sm">
          <Button type="submit" data-testid="filter-search">
            {t("filters.search")}
          </Button>
          <Button variant="default" onClick={onReset} data-testid="filter-reset">
            {t("filters.reset")}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
