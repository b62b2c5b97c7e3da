import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Switch, TextInput } from "@mantine/core";
import {
  type Continent,
  consoleProxyNetwork,
  createProxyCountry,
  deleteProxyCountry,
  type ProxyCountryAdmin,
  updateProxyCountry,
} from "@portico/contracts";
import { CONTINENTS } from "@portico/contracts/codes";
import { IconPlus } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { DeleteDialog } from "./delete-dialog";
import { FormModal } from "./form-modal";
import { ActiveBadge, RowActions } from "./row-actions";

const numberOf = (value: string | number) => (typeof value === "number" ? value : Number.NaN);
const invalidates = [consoleProxyNetwork];

/** The countries the residential pool targets, with their continent and the operator's order. */
export function CountriesPanel({
  countries,
  stateCounts,
  canWrite,
}: {
  countries: ProxyCountryAdmin[];
  stateCounts: ReadonlyMap<string, number>;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation("console");
  const [editing, setEditing] = useState<ProxyCountryAdmin | "new" | null>(null);
  const [deleting, setDeleting] = useState<ProxyCountryAdmin | null>(null);
  const remove = useEndpointMutation(deleteProxyCountry, { invalidates });
  const nameOf = (country: ProxyCountryAdmin) => (i18n.language === "zh-CN" ? country.name_zh : country.name_en);

  const columns: DataTableColumn<ProxyCountryAdmin>[] = [
    { accessor: "country_code", title: t("proxyNetwork.countries.code"), render: (c) => <code>{c.country_code}</code> },
    { accessor: "name_en", title: t("proxyNetwork.nameEn") },
    { accessor: "name_zh", title: t("proxyNetwork.nameZh") },
    {
      accessor: "continent",
      title: t("proxyNetwork.countries.continent"),
      render: (c) => t(`proxyNetwork.continents.${c.continent}`),
    },
    { accessor: "sort_order", title: t("proxyNetwork.countries.order"), textAlign: "right" },
    {
      accessor: "states",
      title: t("proxyNetwork.countries.states"),
      textAlign: "right",
      render: (c) => stateCounts.get(c.country_code) ?? 0,
    },
    {
      accessor: "active",
      title: t("proxyNetwork.state"),
      render: (c) => <ActiveBadge active={c.active} />,
    },
    ...(canWrite
      ? [
          {
            accessor: "actions",
            title: t("proxyNetwork.actions"),
            render: (c: ProxyCountryAdmin) => (
              <RowActions onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {canWrite ? (
        <Group justify="flex-end" p="sm">
          <Button
            size="sm"
            color="dark"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            data-testid="country-add"
          >
            {t("proxyNetwork.countries.add")}
          </Button>
        </Group>
      ) : null}
      <DataTable<ProxyCountryAdmin>
        records={countries}
        idAccessor="country_code"
        columns={columns}
        verticalSpacing="xs"
        horizontalSpacing="md"
        highlightOnHover
        height={640}
        noRecordsText={t("proxyNetwork.countries.empty")}
        customRowAttributes={(c) => ({ "data-testid": "country-row", "data-code": c.country_code })}
      />
      {editing ? (
        <CountryFormModal country={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <DeleteDialog
          what={`${nameOf(deleting)} (${deleting.country_code})`}
          onConfirm={() => remove.mutateAsync({ country_code: deleting.country_code })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

function CountryFormModal({ country, onClose }: { country: ProxyCountryAdmin | null; onClose: () => void }) {
  const { t } = useTranslation("console");
  const [form, setForm] = useState<ProxyCountryAdmin>(
    country ?? { country_code: "", name_en: "", name_zh: "", continent: "europe", sort_order: 100, active: true },
  );
  const create = useEndpointMutation(createProxyCountry, { invalidates });
  const update = useEndpointMutation(updateProxyCountry, { invalidates });
  const set = <K extends keyof ProxyCountryAdmin>(key: K, value: ProxyCountryAdmin[K]) =>
    setForm((now) => ({ ...now, [key]: value }));
  return (
    <FormModal
      title={
        country
          ? t("proxyNetwork.countries.editTitle", { code: country.country_code })
          : t("proxyNetwork.countries.addTitle")
      }
      testId="country-form"
      onSave={() => (country ? update.mutateAsync(form) : create.mutateAsync(form))}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("proxyNetwork.countries.code")}
          description={t("proxyNetwork.countries.codeHelp")}
          value={form.country_code}
          onChange={(event) => set("country_code", event.currentTarget.value)}
          disabled={country !== null}
          maxLength={2}
          required
          data-testid="country-code"
        />
        <NativeSelect
          label={t("proxyNetwork.countries.continent")}
          value={form.continent}
          onChange={(event) => set("continent", event.currentTarget.value as Continent)}
          data={CONTINENTS.map((continent) => ({ value: continent, label: t(`proxyNetwork.continents.${continent}`) }))}
        />
        <TextInput
          label={t("proxyNetwork.nameEn")}
          value={form.name_en}
          onChange={(event) => set("name_en", event.currentTarget.value)}
          required
          data-testid="country-name-en"
        />
        <TextInput
          label={t("proxyNetwork.nameZh")}
          value={form.name_zh}
          onChange={(event) => set("name_zh", event.currentTarget.value)}
          required
          data-testid="country-name-zh"
        />
        <NumberInput
          label={t("proxyNetwork.countries.order")}
          description={t("proxyNetwork.countries.orderHelp")}
          value={form.sort_order}
          onChange={(value) => set("sort_order", numberOf(value))}
          allowDecimal={false}
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
