import { Button, Group, NumberInput, SimpleGrid, Switch, TextInput } from "@mantine/core";
import {
  consoleProxyNetwork,
  createGatewayHost,
  deleteGatewayHost,
  type GatewayHostAdmin,
  updateGatewayHost,
} from "@portico/contracts";
import { IconPlus } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { DeleteDialog } from "./delete-dialog";
import { FormModal } from "./form-modal";
import { ActiveBadge, RowActions } from "./row-actions";

type HostForm = { address: string; port: number; weight: number; active: boolean };
const numberOf = (value: string | number) => (typeof value === "number" ? value : Number.NaN);
const invalidates = [consoleProxyNetwork];

/** The gateway's entry hosts with their ports and weights (the generator draws one by weight). */
export function HostsPanel({ hosts, canWrite }: { hosts: GatewayHostAdmin[]; canWrite: boolean }) {
  const { t } = useTranslation("console");
  const [editing, setEditing] = useState<GatewayHostAdmin | "new" | null>(null);
  const [deleting, setDeleting] = useState<GatewayHostAdmin | null>(null);
  const remove = useEndpointMutation(deleteGatewayHost, { invalidates });
  const totalWeight = hosts.filter((host) => host.active).reduce((sum, host) => sum + host.weight, 0);

  const columns: DataTableColumn<GatewayHostAdmin>[] = [
    { accessor: "address", title: t("proxyNetwork.hosts.address"), render: (host) => <code>{host.address}</code> },
    { accessor: "port", title: t("proxyNetwork.hosts.port"), textAlign: "right" },
    { accessor: "weight", title: t("proxyNetwork.hosts.weight"), textAlign: "right" },
    {
      accessor: "share",
      title: t("proxyNetwork.hosts.share"),
      textAlign: "right",
      render: (host) => (host.active && totalWeight > 0 ? `${Math.round((host.weight / totalWeight) * 100)}%` : "—"),
    },
    {
      accessor: "active",
      title: t("proxyNetwork.state"),
      render: (host) => <ActiveBadge active={host.active} />,
    },
    ...(canWrite
      ? [
          {
            accessor: "actions",
            title: t("proxyNetwork.actions"),
            render: (host: GatewayHostAdmin) => (
              <RowActions onEdit={() => setEditing(host)} onDelete={() => setDeleting(host)} />
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
            data-testid="host-add"
          >
            {t("proxyNetwork.hosts.add")}
          </Button>
        </Group>
      ) : null}
      <DataTable<GatewayHostAdmin>
        records={hosts}
        idAccessor="id"
        columns={columns}
        verticalSpacing="xs"
        horizontalSpacing="md"
        highlightOnHover
        minHeight={hosts.length === 0 ? 140 : undefined}
        noRecordsText={t("proxyNetwork.hosts.empty")}
        customRowAttributes={(host) => ({ "data-testid": "host-row", "data-address": host.address })}
      />
      {editing ? <HostFormModal host={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          what={`${deleting.address}:${deleting.port}`}
          onConfirm={() => remove.mutateAsync({ id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

function HostFormModal({ host, onClose }: { host: GatewayHostAdmin | null; onClose: () => void }) {
  const { t } = useTranslation("console");
  const [form, setForm] = useState<HostForm>(
    host
      ? { address: host.address, port: host.port, weight: host.weight, active: host.active }
      : { address: "", port: 8000, weight: 1, active: true },
  );
  const create = useEndpointMutation(createGatewayHost, { invalidates });
  const update = useEndpointMutation(updateGatewayHost, { invalidates });
  const set = <K extends keyof HostForm>(key: K, value: HostForm[K]) => setForm((now) => ({ ...now, [key]: value }));
  return (
    <FormModal
      title={host ? t("proxyNetwork.hosts.editTitle", { address: host.address }) : t("proxyNetwork.hosts.addTitle")}
      testId="host-form"
      onSave={() => (host ? update.mutateAsync({ ...form, id: host.id }) : create.mutateAsync(form))}
      onClose={onClose}
    >
      <TextInput
        label={t("proxyNetwork.hosts.address")}
        description={t("proxyNetwork.hosts.addressHelp")}
        value={form.address}
        onChange={(event) => set("address", event.currentTarget.value)}
        required
        data-testid="host-address"
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label={t("proxyNetwork.hosts.port")}
          description={t("proxyNetwork.hosts.portHelp")}
          value={form.port}
          onChange={(value) => set("port", numberOf(value))}
          allowDecimal={false}
          data-testid="host-port"
        />
        <NumberInput
          label={t("proxyNetwork.hosts.weight")}
          description={t("proxyNetwork.hosts.weightHelp")}
          value={form.weight}
          onChange={(value) => set("weight", numberOf(value))}
          allowDecimal={false}
          data-testid="host-weight"
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
