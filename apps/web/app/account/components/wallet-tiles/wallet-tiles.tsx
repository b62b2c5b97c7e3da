import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Wallet } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../lib/format-usd";

type Tile = { key: string; label: string; value: number; tone?: "overdraft" };

/**
 * The wallet's figures (spec 02 §2): remaining balance — labelled overdraft when it is not above
 * 0 — total charged, total spent, and the credit balance only when the server shows it.
 */
export function WalletTiles({ wallet, showCredit }: { wallet: Wallet; showCredit: boolean }) {
  const { t } = useTranslation("wallet");
  const overdraft = wallet.balance <= 0;
  const tiles: Tile[] = [
    {
      key: "balance",
      label: overdraft ? t("tiles.overdraft") : t("tiles.balance"),
      value: wallet.balance,
      tone: overdraft ? "overdraft" : undefined,
    },
    { key: "charged", label: t("tiles.totalCharged"), value: wallet.total_charged },
    { key: "spent", label: t("tiles.totalSpent"), value: wallet.total_spend },
    ...(showCredit ? [{ key: "credit", label: t("tiles.credit"), value: wallet.credit_balance }] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: tiles.length }} spacing="md">
      {tiles.map((tile) => (
        <Card key={tile.key} withBorder radius="md" padding="lg" data-testid={`wallet-${tile.key}`}>
          <Stack gap={4}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5} data-testid={`wallet-${tile.key}-label`}>
              {tile.label}
            </Text>
            <Text
              fz={28}
              fw={800}
              c={
                tile.tone === "overdraft" && tile.value < 0
                  ? "orange.9"
                  : tile.key === "balance"
                    ? "portico.9"
                    : undefined
              }
              data-testid={`wallet-${tile.key}-value`}
            >
              {formatUsd(tile.value)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
