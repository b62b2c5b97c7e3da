import { balanceLog } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../../../components/list-pager/list-pager";
import { QueryState } from "../../../../components/query-state/query-state";
import { useHistoryList } from "../use-history-list";
import { HistoryEmpty } from "./history-empty";
import { HistoryFiltersBar } from "./history-filters-bar";
import { HistoryPageFrame } from "./history-page-frame";
import { UsageTable } from "./usage-table";

/**
 * `/ucenter/wallet/usage/` (spec 02 §2 Usage history): the deposit list's filters and pager over
 * what the balance paid for and got back; `?orderNo=` highlights that order's lines for 2 s.
 */
export function UsageHistoryPage() {
  const { t } = useTranslation("wallet");
  const { list, highlighted, filtered, pager, applyFilters } = useHistoryList(balanceLog);
  return (
    <HistoryPageFrame
      heading={t("history.usage.heading")}
      subheading={t("history.usage.subheading")}
      testId="usage-history"
    >
      <HistoryFiltersBar onApply={applyFilters} />
      <QueryState queries={[list]}>
        {(page) => (
          <UsageTable
            rows={page.list}
            highlighted={highlighted}
            empty={
              <HistoryEmpty
                message={t("history.usage.empty")}
                hint={filtered ? undefined : t("history.usage.emptyHint")}
              />
            }
          />
        )}
      </QueryState>
      {list.data && <ListPager {...pager} />}
    </HistoryPageFrame>
  );
}
