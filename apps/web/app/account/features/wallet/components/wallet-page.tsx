import { Stack, Text, Title } from "@mantine/core";
import type { MemberAuthorities, Wallet } from "@portico/contracts";
import { topUpMaximum } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { RechargeBox } from "./recharge-box";
import { WalletTiles } from "./wallet-tiles";

/** `/ucenter/wallet/` (spec 02 §2 Wallet): the figures and the recharge box. */
export function WalletPage({ wallet, authorities }: { wallet: Wallet; authorities: MemberAuthorities }) {
  const { t } = useTranslation("wallet");
  const showCredit = authorities.show_credit_balance === 1;
  const max = topUpMaximum({ showCredit, maxChargeAmount: authorities.max_charge_amount });
  return (
    <Stack gap="xl" data-testid="wallet-page">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t("heading")}
        </Title>
        <Text c="dimmed">{t("subheading")}</Text>
      </Stack>
      <WalletTiles wallet={wallet} showCredit={showCredit} />
      <RechargeBox max={max} />
    </Stack>
  );
}
