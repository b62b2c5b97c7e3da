import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type PaymentProblemProps = { message: string; backTo: string; backLabel: string };

/** Shown instead of an order summary: what is wrong, and the way back to choose again. */
export function PaymentProblem({ message, backTo, backLabel }: PaymentProblemProps) {
  const { t } = useTranslation("payment");
  return (
    <Alert
      color="orange"
      variant="light"
      title={t("errors.title")}
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="payment-error"
    >
      <Stack gap="md" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button component={Link} to={backTo} size="sm">
          {backLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
