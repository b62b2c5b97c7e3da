import { Button, Group, Stack } from "@mantine/core";
import { memberAuthorities, memberWallet } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { QueryState } from "../../../components/query-state/query-state";
import { WalletTiles } from "../../../components/wallet-tiles/wallet-tiles";

/** The wallet tab (spec 02 §2): the wallet's figures, the credit tile when the authorities show it, and where to top up. */
export function WalletTab() {
  const { t } = useTranslation("dashboard");
  const wallet = useEndpointQuery(memberWallet);
  const authorities = useEndpointQuery(memberAuthorities);
  return (
    <Stack gap="lg" data-testid="wallet-tab">
      <QueryState queries={[wallet, authorities]}>
        {(figures, rights) => <WalletTiles wallet={figures} showCredit={rights.show_credit_balance === 1} />}
      </QueryState>
      <Group gap="sm">
        <Button component={Link} to="/ucenter/wallet/" data-testid="wallet-top-up">
          {t("wallet.topUp")}
        </Button>
        <Button component={Link} to="/ucenter/wallet/deposit/" variant="default">
          {t("wallet.deposits")}
        </Button>
        <Button component={Link} to="/ucenter/wallet/usage/" variant="default">
          {t("wallet.usage")}
        </Button>
      </Group>
    </Stack>
  );
}
