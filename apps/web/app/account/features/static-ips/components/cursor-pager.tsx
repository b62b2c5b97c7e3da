import { Button, Group, NativeSelect, Pagination, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../../lib/format-count";
import { PAGINATION_SIZES } from "../../../../lib/preferences-store";
import { type ListCount, numberedPages } from "../static-ip-query";

type CursorPagerProps = {
  count: ListCount;
  page: number;
  pageSize: number;
  hasNext: boolean;
  hasPrevious: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/**
 * The IP list's pager (ADR 412): the count as the server gave it — exact, or "10,000+" past the
 * cap — numbered pages within the counted window, and Previous/Next (read by cursor) beyond it.
 */
export function CursorPager({ count, page, pageSize, hasNext, hasPrevious, onPage, onPageSize }: CursorPagerProps) {
  const { t } = useTranslation("staticIps");
  const { t: tc } = useTranslation();
  const pages = numberedPages(count, pageSize);
  // Numbered while every page up to the next is reachable by number; on the counted window's
  // last page of a capped list, and past it, Previous and Next by cursor.
  const numbered = page < pages || (page === pages && !count.capped);
  const totalText = count.capped
    ? t("pager.totalCapped", { shown: formatCount(count.total) })
    : t("pager.total", { count: count.total });
  return (
    <Group justify="flex-end" gap="md" wrap="wrap" data-testid="list-pager">
      <Text
        fz="sm"
        c="dimmed"
        data-testid="list-total"
        data-capped={count.capped}
        title={count.capped ? t("pager.cappedHint", { shown: formatCount(count.total) }) : undefined}
      >
        {totalText}
      </Text>
      {numbered ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) =>
            control === "previous"
              ? { "aria-label": tc("pager.previous") }
              : control === "next"
                ? { "aria-label": tc("pager.next") }
                : {}
          }
          getItemProps={(item) => ({ "aria-label": tc("pager.page", { page: item }) })}
        />
      ) : (
        <Group gap={6}>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!hasPrevious}
            onClick={() => onPage(page - 1)}
            aria-label={tc("pager.previous")}
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
            aria-label={tc("pager.next")}
          >
            <IconChevronRight size={16} aria-hidden />
          </Button>
        </Group>
      )}
      <NativeSelect
        size="xs"
        aria-label={tc("pager.pageSize")}
        value={String(pageSize)}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        data={PAGINATION_SIZES.map((size) => ({ value: String(size), label: tc("pager.perPage", { size }) }))}
        data-testid="page-size"
      />
    </Group>
  );
}
