import { Button, Group, NativeSelect, Pagination, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format-count";
import { PAGINATION_SIZES } from "../../lib/preferences-store";
import { numberedPages } from "./list-position";

type ListPagerProps = {
  total: number;
  /** More rows than `total` match (the server counts up to 10,000): "10,000+", ADR 415. */
  capped?: boolean;
  page: number;
  pageSize: number;
  /** Whether the server gave a cursor to the page after / before (pages past the counted window). */
  hasNext?: boolean;
  hasPrevious?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/**
 * The user-centre lists' pagination (spec 02 §2): total, previous, pages, next, page sizes. A
 * capped count shows "10,000+", numbered pages within the counted window, and Previous/Next
 * (read by cursor) on its last page and beyond.
 */
export function ListPager({
  total,
  capped = false,
  page,
  pageSize,
  hasNext = false,
  hasPrevious = false,
  onPage,
  onPageSize,
}: ListPagerProps) {
  const { t } = useTranslation();
  const pages = numberedPages(total, capped, pageSize);
  const numbered = !capped || page < pages;
  const shown = formatCount(total);
  return (
    <Group justify="flex-end" gap="md" wrap="wrap" data-testid="list-pager">
      <Text
        fz="sm"
        c="dimmed"
        data-testid="list-total"
        data-capped={capped}
        title={capped ? t("pager.cappedHint", { shown }) : undefined}
      >
        {capped ? t("pager.totalCapped", { shown }) : t("pager.total", { count: total })}
      </Text>
      {numbered ? (
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
      ) : (
        <Group gap={6}>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!hasPrevious}
            onClick={() => onPage(page - 1)}
            aria-label={t("pager.previous")}
          >
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Text fz="sm" data-testid="pager-page">
            {t("pager.page", { page: formatCount(page) })}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!hasNext}
            onClick={() => onPage(page + 1)}
            aria-label={t("pager.next")}
          >
            <IconChevronRight size={16} aria-hidden />
          </Button>
        </Group>
      )}
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
