import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Shown instead of the summary when the query names no package, or one not on sale. */
export function SelectionError({ reason }: { reason: "missing-package" | "unknown-package" }) {
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
        <Text fz="sm">{t(reason === "missing-package" ? "errors.missingPackage" : "errors.unknownPackage")}</Text>
        <Button component={Link} to="/residential/" size="sm">
          {t("errors.choosePlan")}
        </Button>
      </Stack>
    </Alert>
  );
}
