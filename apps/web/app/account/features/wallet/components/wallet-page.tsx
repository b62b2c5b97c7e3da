import { Stack, Text, Title } from "@mantine/core";
import { memberAuthorities, memberWallet } from "@portico/contracts";
import { topUpMaximum } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { QueryState } from "../../../components/query-state/query-state";
import { WalletTiles } from "../../../components/wallet-tiles/wallet-tiles";
import { RecentDeposits } from "../history/components/recent-deposits";
import { RechargeBox } from "./recharge-box";

/**
 * `/ucenter/wallet/` (spec 02 §2 Wallet): the figures, the recharge box and the latest top-ups
 * (the one `?orderNo=` names highlighted). The authorities say whether the credit tile shows and
 * how much a top-up may be; both are read in parallel.
 */
export function WalletPage() {
  const { t } = useTranslation("wallet");
  const wallet = useEndpointQuery(memberWallet);
  const authorities = useEndpointQuery(memberAuthorities);
  return (
    <Stack gap="xl" data-testid="wallet-page">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t("heading")}
        </Title>
        <Text c="dimmed">{t("subheading")}</Text>
      </Stack>
      <QueryState queries={[wallet, authorities]}>
        {(figures, rights) => {
          const showCredit = rights.show_credit_balance === 1;
          const max = topUpMaximum({ showCredit, maxChargeAmount: rights.max_charge_amount });
          return (
            <Stack gap="xl">
              <WalletTiles wallet={figures} showCredit={showCredit} />
              <RechargeBox max={max} />
              <RecentDeposits />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
