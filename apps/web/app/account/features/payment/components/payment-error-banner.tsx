import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type PaymentErrorBannerProps = { message: string; title?: string; testId?: string; children?: ReactNode };

/** A failed payment call, in the orange banner of spec 02 §8. */
export function PaymentErrorBanner({ message, title, testId = "payment-error", children }: PaymentErrorBannerProps) {
  const { t } = useTranslation("payment");
  return (
    <Alert
      color="orange"
      variant="light"
      title={title ?? t("errors.bannerTitle")}
      icon={<IconAlertTriangle aria-hidden />}
      data-testid={testId}
      role="alert"
    >
      {message}
      {children}
    </Alert>
  );
}
