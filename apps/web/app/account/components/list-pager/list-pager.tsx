import { Group, NativeSelect, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PAGINATION_SIZES } from "../../../lib/preferences-store";

type ListPagerProps = {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** The user-centre lists' pagination (spec 02 §2): total, previous, pages, next, page sizes. */
export function ListPager({ total, page, pageSize, onPage, onPageSize }: ListPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="flex-end" gap="md" wrap="wrap" data-testid="list-pager">
      <Text fz="sm" c="dimmed" data-testid="list-total">
        {t("pager.total", { count: total })}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        getControlProps={(control) =>
          control === "previous"
            ? { "aria-label": t("pager.previous") }
            : control === "next"
              ? { "aria-label": t("pager.next") }
              : {}
        }
        getItemProps={(item) => ({ "aria-label": t("pager.page", { page: item }) })}
      />
      <NativeSelect
        size="xs"
        aria-label={t("pager.pageSize")}
        value={String(pageSize)}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        data={PAGINATION_SIZES.map((size) => ({ value: String(size), label: t("pager.perPage", { size }) }))}
        data-testid="page-size"
      />
    </Group>
  );
}
