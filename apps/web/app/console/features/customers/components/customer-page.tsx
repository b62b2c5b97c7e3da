import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { consoleCustomerDetail } from "@portico/contracts";
import type { CustomerViewMode } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../../lib/api/api-error";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import { type AccountAction, AccountActionDialog } from "./account-action-dialog";
import { AdjustDialog } from "./adjust-dialog";
import { AdjustmentsTable } from "./adjustments-table";
import { CreditLineDialog } from "./credit-line-dialog";
import { CustomerLists } from "./customer-lists";
import { CustomerSummaryCards } from "./customer-summary-cards";
import { TimelineTable } from "./timeline-table";
import { ViewAsDialog } from "./view-as-dialog";

type Dialog =
  | { kind: "adjust" }
  | { kind: "credit" }
  | { kind: "account"; action: AccountAction }
  | { kind: "view"; mode: CustomerViewMode };

/** One customer: profile, money, lists, timeline, and the actions the member's permissions allow. */
export function CustomerPage({ id }: { id: string }) {
  const { t } = useTranslation("console");
  if (!useHasPermission("customers:read"))
    return (
      <Alert color="gray" data-testid="customers-no-access">
        {t("customers.noAccess")}
      </Alert>
    );
  return <CustomerScreen id={id} />;
}

function CustomerScreen({ id }: { id: string }) {
  const { t } = useTranslation("console");
  const detail = useEndpointQuery(consoleCustomerDetail, { id });
  const canWrite = useHasPermission("customers:write");
  const canAdjust = useHasPermission("wallet:adjust");
  const canCredit = useHasPermission("credit:write");
  const canApprove = useHasPermission("wallet:approve");
  const canView = useHasPermission("impersonate:read");
  const canActAs = useHasPermission("impersonate:write");
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  if (detail.isPending) return <Loader m="lg" />;
  if (detail.isError)
    return (
      <Alert color={detail.error instanceof ApiError && detail.error.status === 404 ? "gray" : "red"}>
        {detail.error instanceof ApiError && detail.error.status === 404
          ? t("customers.detail.notFound")
          : t("common.loadFailed")}
      </Alert>
    );
  const customer = detail.data;
  const { profile } = customer;

  return (
    <Stack gap="lg" maw={1200} data-testid="customer-page">
      <div>
        <Text component={Link} to="/console/customers" fz="sm" c="dimmed">
          {t("customers.detail.back")}
        </Text>
        <Group gap="sm" mt={4}>
          <Title
            order={1}
            fz={{ base: "1.4rem", sm: "2rem" }}
            style={{ overflowWrap: "anywhere" }}
            data-testid="customer-email"
          >
            {profile.email}
          </Title>
          <Badge color={profile.disabled ? "red" : "green"} variant="dot" tt="none" data-testid="customer-state">
            {profile.disabled ? t("customers.state.disabled") : t("customers.state.active")}
          </Badge>
        </Group>
      </div>
      <Group gap="xs">
        {canView ? (
          <Button
            variant="default"
            onClick={() => setDialog({ kind: "view", mode: "read" })}
            data-testid="customer-view"
          >
            {t("customers.actions.view")}
          </Button>
        ) : null}
        {canActAs ? (
          <Button
            variant="light"
            color="red"
            onClick={() => setDialog({ kind: "view", mode: "act" })}
            data-testid="customer-act-as"
          >
            {t("customers.actions.actAs")}
          </Button>
        ) : null}
        {canAdjust ? (
          <Button onClick={() => setDialog({ kind: "adjust" })} data-testid="customer-adjust">
            {t("customers.actions.adjust")}
          </Button>
        ) : null}
        {canCredit ? (
          <Button variant="default" onClick={() => setDialog({ kind: "credit" })} data-testid="customer-credit">
            {t("customers.actions.creditLine")}
          </Button>
        ) : null}
        {canWrite ? (
          <>
            <Button
              variant="default"
              onClick={() => setDialog({ kind: "account", action: "signOut" })}
              data-testid="customer-sign-out"
            >
              {t("customers.actions.signOut")}
            </Button>
            <Button
              variant="light"
              color={profile.disabled ? "green" : "red"}
              onClick={() => setDialog({ kind: "account", action: profile.disabled ? "enable" : "disable" })}
              data-testid="customer-toggle"
            >
              {profile.disabled ? t("customers.actions.enable") : t("customers.actions.disable")}
            </Button>
          </>
        ) : null}
      </Group>
      <CustomerSummaryCards customer={customer} />
      <AdjustmentsTable adjustments={customer.adjustments} canApprove={canApprove} />
      <TimelineTable entries={customer.timeline} />
      <CustomerLists customer={customer} />
      {dialog?.kind === "adjust" ? <AdjustDialog customerId={profile.id} onClose={close} /> : null}
      {dialog?.kind === "credit" ? (
        <CreditLineDialog customerId={profile.id} currentCents={customer.wallet.credit_limit_cents} onClose={close} />
      ) : null}
      {dialog?.kind === "view" ? <ViewAsDialog customerId={profile.id} mode={dialog.mode} onClose={close} /> : null}
      {dialog?.kind === "account" ? (
        <AccountActionDialog customerId={profile.id} action={dialog.action} onClose={close} />
      ) : null}
    </Stack>
  );
}
