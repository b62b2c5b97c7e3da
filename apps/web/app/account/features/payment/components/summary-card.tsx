import { Card, Divider, Group, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../../lib/format-usd";
import { OrderSummaryHeader } from "./order-summary-header";

export type SummaryRow = { label: string; value: ReactNode; testId?: string };

type SummaryCardProps = {
  product: string;
  changePlanTo: string;
  changeLabel?: string;
  rows: SummaryRow[];
  /** Dollars to pay. */
  total: number;
  children?: ReactNode;
};

/** An order summary of label–value rows and the total: renewals, top-ups and placed orders. */
export function SummaryCard({ product, changePlanTo, changeLabel, rows, total, children }: SummaryCardProps) {
  const { t } = useTranslation("payment");
  return (
    <Card
      p={{ base: "md", xs: "xl" }}
      data-testid="order-summary"
      component="section"
      aria-labelledby="order-summary-heading"
    >
      <Stack gap="md">
        <OrderSummaryHeader product={product} changePlanTo={changePlanTo} changeLabel={changeLabel} />
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            {rows.map(({ label, value, testId }) => (
              <Table.Tr key={label}>
                <Table.Th fw={400} c="dimmed" bg="transparent" w="40%">
                  {label}
                </Table.Th>
                <Table.Td ta="right" fw={600} data-testid={testId} style={{ overflowWrap: "anywhere" }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {children}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t("summary.total")}</Text>
          <Text fz={28} fw={800} c="portico.9" data-testid="order-total">
            {formatUsd(total)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
