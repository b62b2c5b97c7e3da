import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  exportStaticIps,
  memberTags,
  type StaticIpRow,
  staticIpAccounts,
  staticIpList,
  staticIpOrderAccounts,
  tagStaticIps,
} from "@portico/contracts";
import { IconListSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ListPager } from "../../../../components/list-pager/list-pager";
import { FIRST_POSITION, type ListPosition, positionFor } from "../../../../components/list-pager/list-position";
import { browserCall } from "../../../../lib/api/browser-call";
import { notifyApiError } from "../../../../lib/api/notify-api-error";
import { followPaymentLink } from "../../../../lib/payment-view/follow-payment-link";
import { usePreferencesStore } from "../../../../lib/preferences-store";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { endpointQuery } from "../../../../lib/query/endpoint-query";
import { saveBase64File } from "../../../../lib/save-base64-file";
import { showToast } from "../../../../lib/toast";
import { QueryState } from "../../../components/query-state/query-state";
import { useRowHighlight } from "../../../components/row-highlight/use-row-highlight";
import { copyLines } from "../copy-lines";
import {
  DEFAULT_SORT,
  hasFilters,
  type ListCount,
  NO_FILTERS,
  nextCount,
  notRenewable,
  renewalPaymentPath,
  type StaticIpFilters,
  type StaticIpSort,
  staticIpListQuery,
} from "../static-ip-query";
import { ImportCheckDialog } from "./import-check-dialog";
import { RenewDialog } from "./renew-dialog";
import { SelectionActions } from "./selection-actions";
import { StaticIpFiltersBar } from "./static-ip-filters-bar";
import { StaticIpTable } from "./static-ip-table";
import { StaticIpsEmpty } from "./static-ips-empty";
import { TagDialog } from "./tag-dialog";

/**
 * `/ucenter/staticisp/ips` (spec 02 §2, ADR 412): the customer's static IPs — filters (the order
 * number from `?orderNo=`), sortable columns, selection, renew into the payment view, tags, copy
 * accounts, `IP_List.xlsx`, the import check — paged by cursor with the count the server gives
 * (capped at 10,000). Mounted afresh for each `?orderNo=` (the route keys it).
 */
export function StaticIpsPage() {
  const { t } = useTranslation("staticIps");
  const { t: tc } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const orderNoParam = searchParams.get("orderNo")?.trim() || null;
  const pageSize = usePreferencesStore((state) => state.paginationSize);
  const setPageSize = usePreferencesStore((state) => state.setPaginationSize);

  const [initialFilters] = useState<StaticIpFilters>(() => ({ ...NO_FILTERS, orderNo: orderNoParam ?? "" }));
  const [filters, setFilters] = useState<StaticIpFilters>(initialFilters);
  const [sort, setSort] = useState<StaticIpSort>(DEFAULT_SORT);
  const [position, setPosition] = useState<ListPosition>(FIRST_POSITION);
  const [count, setCount] = useState<ListCount | null>(null);
  const [selected, setSelected] = useState<StaticIpRow[]>([]);
  const [dialog, setDialog] = useState<"tag" | "renew" | "import" | null>(null);

  const query = staticIpListQuery(filters, sort, position, pageSize);
  const list = useQuery({ ...endpointQuery(staticIpList, query), placeholderData: keepPreviousData });
  const tags = useQuery(endpointQuery(memberTags));
  const answer = list.isPlaceholderData ? undefined : list.data;

  // A page read by number brings the count; one read by cursor keeps the count it came from.
  useEffect(() => {
    if (answer) setCount((kept) => nextCount(kept, answer));
  }, [answer]);

  // A new filter, sort or page size starts again at page 1 with a fresh count and no selection.
  const restart = () => {
    setPosition(FIRST_POSITION);
    setCount(null);
    setSelected([]);
  };

  const loaded = list.data !== undefined && !list.isFetching;
  const highlighted = useRowHighlight(orderNoParam, loaded, location.key);

  const appliedOrder = filters.orderNo.trim() ? filters.orderNo.trim().toUpperCase() : null;
  const selection = () =>
    selected.length > 0 ? { ip_ids: selected.map((row) => row.id) } : { orderNo: appliedOrder ?? "" };

  const tag = useEndpointMutation(tagStaticIps, { invalidates: [staticIpList, memberTags] });
  const saveTag = (value: string) =>
    tag.mutate(
      { ip_ids: selected.map((row) => row.id), tag: value },
      {
        onSuccess: () => {
          showToast({ color: "green", message: value ? t("messages.tagged") : t("messages.tagCleared") });
          setSelected((rows) => rows.map((row) => ({ ...row, tag: value })));
          setDialog(null);
        },
        onError: (error) => notifyApiError(error, tc),
      },
    );

  const copy = useMutation({
    mutationFn: async () => {
      const picked = selection();
      const { accounts } = await browserCall("ip_ids" in picked ? staticIpAccounts : staticIpOrderAccounts, picked);
      await copyLines(accounts, {
        done: t("messages.copied", { count: accounts.length }),
        failed: t("messages.copyFailed"),
      });
    },
    onError: (error) => notifyApiError(error, tc),
  });

  const exportFile = useMutation({
    mutationFn: async () => {
      const file = await browserCall(exportStaticIps, {
        ...selection(),
        sortField: query.sortField,
        sortOrder: query.sortOrder,
      });
      saveBase64File(file.filename, file.content_type, file.content_base64);
      showToast({ color: "green", message: t("messages.exported", { count: file.rows }) });
    },
    onError: (error) => notifyApiError(error, tc, t("messages.exportFailed")),
  });

  const askRenew = () => {
    // Spec 02 §2: every selected IP must be renewable, else the 'cannot renew' warning.
    if (notRenewable(selected).length > 0) {
      showToast({ color: "orange", message: t("messages.cannotRenew") });
      return;
    }
    setDialog("renew");
  };
  const renew = (period: string) => {
    setDialog(null);
    void followPaymentLink(
      renewalPaymentPath(
        selected.map((row) => row.id),
        period,
      ),
      true,
      navigate,
    );
  };

  const noIpsAtAll = !hasFilters(filters) && answer?.total === 0;
  const sharedTag =
    selected.length > 0 && selected.every((row) => row.tag === selected[0]?.tag) ? selected[0]?.tag : "";

  return (
    <Stack gap="lg" data-testid="static-ips">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {t("heading")}
          </Title>
          <Text c="dimmed">{t("subheading")}</Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconListSearch size={16} aria-hidden />}
          onClick={() => setDialog("import")}
          data-testid="open-import"
        >
          {t("actions.import")}
        </Button>
      </Group>
      {noIpsAtAll ? (
        <StaticIpsEmpty />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <StaticIpFiltersBar
              initial={initialFilters}
              tags={tags.data?.list ?? []}
              onApply={(next) => {
                setFilters(next);
                restart();
              }}
            />
            <SelectionActions
              selectedCount={selected.length}
              orderNo={appliedOrder}
              copying={copy.isPending}
              exporting={exportFile.isPending}
              onRenew={askRenew}
              onTag={() => setDialog("tag")}
              onCopy={() => copy.mutate()}
              onExport={() => exportFile.mutate()}
              onClear={() => setSelected([])}
            />
            <QueryState queries={[list]}>
              {(page) => (
                <StaticIpTable
                  rows={page.list}
                  fetching={list.isPlaceholderData}
                  sort={sort}
                  onSort={(next) => {
                    setSort(next);
                    restart();
                  }}
                  selected={selected}
                  onSelect={setSelected}
                  highlighted={highlighted}
                  emptyText={t("empty")}
                />
              )}
            </QueryState>
            {count && list.data && (
              <ListPager
                total={count.total}
                capped={count.capped}
                page={position.page}
                pageSize={pageSize}
                hasNext={list.data.next_cursor !== null}
                hasPrevious={list.data.prev_cursor !== null}
                onPage={(target) => setPosition(positionFor(target, position.page, list.data))}
                onPageSize={(size) => {
                  setPageSize(size);
                  restart();
                }}
              />
            )}
          </Stack>
        </Card>
      )}
      <TagDialog
        opened={dialog === "tag"}
        count={selected.length}
        current={sharedTag ?? ""}
        busy={tag.isPending}
        onSave={saveTag}
        onClose={() => setDialog(null)}
      />
      <RenewDialog
        opened={dialog === "renew"}
        count={selected.length}
        onContinue={renew}
        onClose={() => setDialog(null)}
      />
      <ImportCheckDialog
        opened={dialog === "import"}
        onClose={() => setDialog(null)}
        onSelect={(rows) => {
          setSelected(rows);
          setDialog(null);
          showToast({ color: "green", message: t("importDialog.selected", { count: rows.length }) });
        }}
      />
    </Stack>
  );
}
