import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The server refused the static order (stock sold, bad period…): its message and a way back. */
export function StaticRefused({ message }: { message: string | null }) {
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
        <Text fz="sm">{message ?? t("static.refused")}</Text>
        <Button component={Link} to="/staticisp/" size="sm">
          {t("static.backToCart")}
        </Button>
      </Stack>
    </Alert>
  );
}
