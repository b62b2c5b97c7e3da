import { Container, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderSelection } from "../load-order-selection";
import { OrderSummary } from "./order-summary";
import { SelectionError } from "./selection-error";
import { StaticOrderSummary } from "./static-order-summary";
import { StaticRefused } from "./static-refused";

function Selection({ selection }: { selection: OrderSelection }) {
  switch (selection.kind) {
    case "residential":
      return <OrderSummary pkg={selection.pkg} />;
    case "static":
      return <StaticOrderSummary selection={selection} />;
    case "static-refused":
      return <StaticRefused message={selection.message} />;
    default:
      return <SelectionError reason={selection.kind} />;
  }
}

export function PaymentPage({ selection }: { selection: OrderSelection }) {
  const { t } = useTranslation("payment");
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t("heading")}</Title>
        <Selection selection={selection} />
      </Stack>
    </Container>
  );
}
