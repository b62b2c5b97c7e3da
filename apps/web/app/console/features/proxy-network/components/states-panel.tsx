import { Button, Group, NativeSelect, SimpleGrid, Switch, TextInput } from "@mantine/core";
import {
  consoleProxyNetwork,
  createProxyState,
  deleteProxyState,
  type ProxyCountryAdmin,
  type ProxyStateAdmin,
  updateProxyState,
} from "@portico/contracts";
import { IconPlus } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { DeleteDialog } from "./delete-dialog";
import { FormModal } from "./form-modal";
import { ActiveBadge, RowActions } from "./row-actions";

type StateForm = Omit<ProxyStateAdmin, "id">;
const invalidates = [consoleProxyNetwork];

/** The states of one country at a time; `state` is the value the proxy username's st- part carries. */
export function StatesPanel({
  states,
  countries,
  canWrite,
}: {
  states: ProxyStateAdmin[];
  countries: ProxyCountryAdmin[];
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation("console");
  const withStates = countries.filter((country) => states.some((state) => state.country_code === country.country_code));
  const [country, setCountry] = useState(withStates[0]?.country_code ?? countries[0]?.country_code ?? "");
  const [editing, setEditing] = useState<ProxyStateAdmin | "new" | null>(null);
  const [deleting, setDeleting] = useState<ProxyStateAdmin | null>(null);
  const remove = useEndpointMutation(deleteProxyState, { invalidates });
  const shown = states.filter((state) => state.country_code === country);
  const nameOf = (row: { name_en: string; name_zh: string }) => (i18n.language === "zh-CN" ? row.name_zh : row.name_en);

  const columns: DataTableColumn<ProxyStateAdmin>[] = [
    { accessor: "state", title: t("proxyNetwork.states.value"), render: (s) => <code>{s.state}</code> },
    { accessor: "name_en", title: t("proxyNetwork.nameEn") },
    { accessor: "name_zh", title: t("proxyNetwork.nameZh") },
    {
      accessor: "active",
      title: t("proxyNetwork.state"),
      render: (s) => <ActiveBadge active={s.active} />,
    },
    ...(canWrite
      ? [
          {
            accessor: "actions",
            title: t("proxyNetwork.actions"),
            render: (s: ProxyStateAdmin) => <RowActions onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <Group justify="space-between" p="sm" align="flex-end">
        <NativeSelect
          label={t("proxyNetwork.states.country")}
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value)}
          data={countries.map((c) => ({
            value: c.country_code,
            label: `${nameOf(c)} (${c.country_code}) · ${states.filter((s) => s.country_code === c.country_code).length}`,
          }))}
          w={320}
          data-testid="states-country"
        />
        {canWrite && country ? (
          <Button
            size="sm"
            color="dark"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            data-testid="state-add"
          >
            {t("proxyNetwork.states.add")}
          </Button>
        ) : null}
      </Group>
      <DataTable<ProxyStateAdmin>
        records={shown}
        idAccessor="id"
        columns={columns}
        verticalSpacing="xs"
        horizontalSpacing="md"
        highlightOnHover
        minHeight={shown.length === 0 ? 140 : undefined}
        noRecordsText={t("proxyNetwork.states.empty")}
        customRowAttributes={(s) => ({ "data-testid": "state-row", "data-state": s.state })}
      />
      {editing ? (
        <StateFormModal
          state={editing === "new" ? null : editing}
          countryCode={country}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          what={`${nameOf(deleting)} (${deleting.state})`}
          onConfirm={() => remove.mutateAsync({ id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

function StateFormModal({
  state,
  countryCode,
  onClose,
}: {
  state: ProxyStateAdmin | null;
  countryCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("console");
  const [form, setForm] = useState<StateForm>(
    state
      ? {
          country_code: state.country_code,
          state: state.state,
          name_en: state.name_en,
          name_zh: state.name_zh,
          active: state.active,
        }
      : { country_code: countryCode, state: "", name_en: "", name_zh: "", active: true },
  );
  const create = useEndpointMutation(createProxyState, { invalidates });
  const update = useEndpointMutation(updateProxyState, { invalidates });
  const set = <K extends keyof StateForm>(key: K, value: StateForm[K]) => setForm((now) => ({ ...now, [key]: value }));
  return (
    <FormModal
      title={
        state
          ? t("proxyNetwork.states.editTitle", { state: state.state })
          : t("proxyNetwork.states.addTitle", { code: countryCode })
      }
      testId="state-form"
      onSave={() => (state ? update.mutateAsync({ ...form, id: state.id }) : create.mutateAsync(form))}
      onClose={onClose}
    >
      <TextInput
        label={t("proxyNetwork.states.value")}
        description={t("proxyNetwork.states.valueHelp")}
        value={form.state}
        onChange={(event) => set("state", event.currentTarget.value)}
        required
        data-testid="state-value"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("proxyNetwork.nameEn")}
          value={form.name_en}
          onChange={(event) => set("name_en", event.currentTarget.value)}
          required
        />
        <TextInput
          label={t("proxyNetwork.nameZh")}
          value={form.name_zh}
          onChange={(event) => set("name_zh", event.currentTarget.value)}
          required
        />
      </SimpleGrid>
      <Switch
        label={t("proxyNetwork.activeSwitch")}
        checked={form.active}
        onChange={(event) => set("active", event.currentTarget.checked)}
      />
    </FormModal>
  );
}
