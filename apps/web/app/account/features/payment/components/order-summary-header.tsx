import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type OrderSummaryHeaderProps = { product: string; changePlanTo: string; changeLabel?: string };

/** The heading every order summary shares: the product, the title and the change-plan link. */
export function OrderSummaryHeader({ product, changePlanTo, changeLabel }: OrderSummaryHeaderProps) {
  const { t } = useTranslation("payment");
  return (
    <Group justify="space-between" align="baseline">
      <Stack gap={0}>
        <Text fz="sm" c="dimmed">
          {product}
        </Text>
        <Title order={2} fz="h3" id="order-summary-heading">
          {t("summary.heading")}
        </Title>
      </Stack>
      <Anchor component={Link} to={changePlanTo} fw={600} data-testid="change-plan">
        {changeLabel ?? t("changePlan")}
      </Anchor>
    </Group>
  );
}
