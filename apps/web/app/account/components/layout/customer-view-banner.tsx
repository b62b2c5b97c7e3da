import { Alert, Button, Group, Text } from "@mantine/core";
import { customerView } from "@portico/contracts";
import { IconEye } from "@tabler/icons-react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date-time";
import { useEndpointQuery } from "../../../lib/query/endpoint-query";
import { isCustomerView, rememberViewCustomer } from "../../../lib/session/customer-view";
import { endCustomerView } from "../../../lib/session/sign-out";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * Above every user-centre screen in a tab a staff member opened as a view of a customer's account
 * (ADR 431): whose view, of whom, what it may do and until when, and the way out. Nothing for the
 * customer themselves.
 */
export function CustomerViewBanner() {
  const inView = useSyncExternalStore(subscribe, isCustomerView, () => false);
  return inView ? <ViewBanner /> : null;
}

function ViewBanner() {
  const { t } = useTranslation();
  const view = useEndpointQuery(customerView);
  const email = view.data?.customer_email;
  useEffect(() => {
    if (email) rememberViewCustomer(email);
  }, [email]);

  return (
    <Alert
      color={view.data?.mode === "act" ? "red" : "orange"}
      variant="filled"
      radius="md"
      mb="lg"
      icon={<IconEye size={20} aria-hidden />}
      role="status"
      data-testid="customer-view-banner"
      data-mode={view.data?.mode}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" fw={500}>
          {view.data
            ? t(view.data.mode === "act" ? "ucenter.view.act" : "ucenter.view.read", {
                staff: view.data.staff_name,
                email: view.data.customer_email,
                time: formatDateTime(view.data.expires_at),
              })
            : t("ucenter.view.loading")}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          onClick={() => void endCustomerView()}
          data-testid="customer-view-end"
        >
          {t("ucenter.view.end")}
        </Button>
      </Group>
    </Alert>
  );
}
