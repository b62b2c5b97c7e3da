import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ConsoleCustomerRow, consoleCustomers } from "@portico/contracts";
import { IconSearch } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import { formatTime } from "../format";

/** The customers: newest first, or a search by email, order number, IP or proxy username; pages by seek. */
export function CustomersPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("customers:read"))
    return (
      <Alert color="gray" data-testid="customers-no-access">
        {t("customers.noAccess")}
      </Alert>
    );
  return <CustomersScreen />;
}

function CustomersScreen() {
  const { t, i18n } = useTranslation("console");
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  // The cursors of the pages before this one: Previous pops one, Next pushes the current page's.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const list = useEndpointQuery(consoleCustomers, { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setCursors([]);
  };

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1}>{t("customers.title")}</Title>
        <Text c="dimmed">{t("customers.subtitle")}</Text>
      </div>
      <form onSubmit={search}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t("customers.search.label")}
            placeholder={t("customers.search.placeholder")}
            leftSection={<IconSearch size={16} />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-testid="customers-search"
          />
          <Button type="submit" data-testid="customers-search-submit">
            {t("customers.search.submit")}
          </Button>
        </Group>
      </form>
      {list.isError ? <Alert color="red">{t("common.loadFailed")}</Alert> : null}
      <Card withBorder radius="md" padding={0}>
        <DataTable<ConsoleCustomerRow>
          records={list.data?.list ?? []}
          fetching={list.isFetching}
          idAccessor="id"
          columns={[
            { accessor: "email", title: t("customers.columns.email") },
            { accessor: "name", title: t("customers.columns.name") },
            {
              accessor: "created_at",
              title: t("customers.columns.signedUp"),
              noWrap: true,
              render: (row) => formatTime(row.created_at, i18n.language),
            },
            {
              accessor: "disabled",
              title: t("customers.columns.state"),
              render: (row) => (
                <Badge color={row.disabled ? "red" : "green"} variant="dot" tt="none">
                  {row.disabled ? t("customers.state.disabled") : t("customers.state.active")}
                </Badge>
              ),
            },
          ]}
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          minHeight={list.data?.list.length ? undefined : 160}
          noRecordsText={q ? t("customers.search.none", { q }) : t("customers.empty")}
          onRowClick={({ record }) => void navigate(`/console/customers/${record.id}`)}
          customRowAttributes={(row) => ({ "data-testid": "customer-row", "data-email": row.email })}
          data-testid="customers-table"
        />
      </Card>
      <Group justify="flex-end">
        <Button variant="default" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t("customers.pager.previous")}
        </Button>
        <Text fz="sm" c="dimmed">
          {t("customers.pager.page", { page: cursors.length + 1 })}
        </Text>
        <Button
          variant="default"
          disabled={!list.data?.next_cursor}
          onClick={() => list.data?.next_cursor && setCursors([...cursors, list.data.next_cursor])}
          data-testid="customers-next"
        >
          {t("customers.pager.next")}
        </Button>
      </Group>
    </Stack>
  );
}
