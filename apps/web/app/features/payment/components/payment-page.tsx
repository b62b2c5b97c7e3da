import { Container, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderSelection } from "../load-order-selection";
import { OrderSummary } from "./order-summary";
import { SelectionError } from "./selection-error";

export function PaymentPage({ selection }: { selection: OrderSelection }) {
  const { t } = useTranslation("payment");
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t("heading")}</Title>
        {selection.kind === "residential" ? (
          <OrderSummary pkg={selection.pkg} />
        ) : (
          <SelectionError reason={selection.kind} />
        )}
      </Stack>
    </Container>
  );
}
