import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SearchField } from "../../../../components/search-field/search-field";

type FaqSearchFormProps = {
  defaultValue?: string;
  /** Searching from an article stays in its category: `/faq/?class={id}&search={text}`. */
  categoryId?: number;
};

/**
 * A plain GET form to /faq/: Enter or the button submit it, it works without JavaScript, and
 * the list page's loader runs the search. An empty search is ignored (spec 01 §2).
 */
export function FaqSearchForm({ defaultValue, categoryId }: FaqSearchFormProps) {
  const { t } = useTranslation("help");
  return (
    <Form
      method="get"
      action="/faq/"
      role="search"
      onSubmit={(event) => {
        const text = new FormData(event.currentTarget).get("search");
        if (typeof text !== "string" || text.trim() === "") event.preventDefault();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {categoryId !== undefined ? <input type="hidden" name="class" value={categoryId} /> : null}
        <SearchField
          name="search"
          defaultValue={defaultValue}
          key={defaultValue}
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          maxLength={100}
          grow
          data-testid="faq-search-input"
        />
        <Button type="submit" size="md" data-testid="faq-search-button">
          {t("search.button")}
        </Button>
      </Group>
    </Form>
  );
}
