import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { staffList } from "@portico/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import type { AuditFilterForm } from "../audit-query";

/** The staff filter names members when the reader may list them (staff:read); else it is left out. */
function StaffSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("console");
  const members = useEndpointQuery(staffList);
  const data = [
    { value: "", label: t("audit.filters.anyone") },
    ...(members.data?.list ?? []).map((member) => ({
      value: member.id,
      label: `${member.display_name} (${member.email})`,
    })),
  ];
  return (
    <NativeSelect
      label={t("audit.filters.staff")}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={260}
      data-testid="audit-filter-staff"
    />
  );
}

/** The filters, applied together on submit (the address keeps them); Clear empties them. */
export function AuditFilters({
  initial,
  onApply,
}: {
  initial: AuditFilterForm;
  onApply: (form: AuditFilterForm) => void;
}) {
  const { t } = useTranslation("console");
  const canListStaff = useHasPermission("staff:read");
  const [form, setForm] = useState(initial);
  const set = (field: keyof AuditFilterForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(form).map((field) => [field, ""])) as AuditFilterForm;
    setForm(empty);
    onApply(empty);
  };

  return (
    <form onSubmit={submit} data-testid="audit-filters">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t("audit.filters.from")}
          value={form.from}
          onChange={(event) => set("from")(event.currentTarget.value)}
          w={160}
        />
        <TextInput
          type="date"
          label={t("audit.filters.to")}
          value={form.to}
          onChange={(event) => set("to")(event.currentTarget.value)}
          w={160}
        />
        {canListStaff ? <StaffSelect value={form.staff_id} onChange={set("staff_id")} /> : null}
        <TextInput
          label={t("audit.filters.action")}
          placeholder="wallet.adjust"
          value={form.action}
          onChange={(event) => set("action")(event.currentTarget.value)}
          w={170}
          data-testid="audit-filter-action"
        />
        <TextInput
          label={t("audit.filters.resource")}
          placeholder="customer"
          value={form.resource}
          onChange={(event) => set("resource")(event.currentTarget.value)}
          w={140}
        />
        <TextInput
          label={t("audit.filters.resourceId")}
          value={form.resource_id}
          onChange={(event) => set("resource_id")(event.currentTarget.value)}
          w={150}
        />
        <TextInput
          label={t("audit.filters.customer")}
          placeholder={t("audit.filters.customerPlaceholder")}
          value={form.customer_id}
          onChange={(event) => set("customer_id")(event.currentTarget.value)}
          w={300}
        />
        <Button type="submit" color="dark" data-testid="audit-apply">
          {t("audit.filters.apply")}
        </Button>
        <Button variant="default" onClick={clear}>
          {t("audit.filters.clear")}
        </Button>
      </Group>
    </form>
  );
}
