import { rechargeOrders } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../../../components/list-pager/list-pager";
import { QueryState } from "../../../../components/query-state/query-state";
import { useHistoryList } from "../use-history-list";
import { DepositTable } from "./deposit-table";
import { HistoryEmpty } from "./history-empty";
import { HistoryFiltersBar } from "./history-filters-bar";
import { HistoryPageFrame } from "./history-page-frame";

/**
 * `/ucenter/wallet/deposit/` (spec 02 §2 Deposit history): filters, the top-ups newest first with
 * their invoices, the pager with the saved page size; `?orderNo=` highlights that top-up for 2 s.
 */
export function DepositHistoryPage() {
  const { t } = useTranslation("wallet");
  const { list, highlighted, filtered, pager, applyFilters } = useHistoryList(rechargeOrders);
  return (
    <HistoryPageFrame
      heading={t("history.deposit.heading")}
      subheading={t("history.deposit.subheading")}
      testId="deposit-history"
    >
      <HistoryFiltersBar onApply={applyFilters} />
      <QueryState queries={[list]}>
        {(page) => (
          <DepositTable
            rows={page.list}
            highlighted={highlighted}
            empty={
              filtered ? (
                <HistoryEmpty message={t("history.deposit.empty")} />
              ) : (
                <HistoryEmpty
                  message={t("history.deposit.empty")}
                  hint={t("history.deposit.emptyHint")}
                  action={{ label: t("history.deposit.topUp"), to: "/ucenter/wallet/" }}
                />
              )
            }
          />
        )}
      </QueryState>
      {list.data && <ListPager {...pager} />}
    </HistoryPageFrame>
  );
}
