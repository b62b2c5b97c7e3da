import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ConsoleRegion, consoleRegions, setConsoleRegionActive } from "@portico/contracts";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import { NewRegionModal } from "./new-region-modal";
import { RegionFormModal } from "./region-form-modal";
import { type RegionAction, RegionsTable } from "./regions-table";
import { TestIpCard } from "./test-ip-card";
import { useToggleSale } from "./use-toggle-sale";

/** `/console/catalogue/static`: the static regions and their period prices; edit and sale state for `catalogue:write`. */
export function RegionsPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("catalogue:read"))
    return (
      <Alert color="gray" data-testid="catalogue-no-access">
        {t("catalogue.noAccess")}
      </Alert>
    );
  return <RegionsScreen />;
}

/** A code or a name in either language contains the text (any case). */
const matches = (region: ConsoleRegion, text: string) =>
  [region.code, region.name_en, region.name_zh, region.isp].some((field) =>
    field.toLowerCase().includes(text.trim().toLowerCase()),
  );

function RegionsScreen() {
  const { t, i18n } = useTranslation("console");
  const canWrite = useHasPermission("catalogue:write");
  const list = useEndpointQuery(consoleRegions);
  const setActive = useEndpointMutation(setConsoleRegionActive, { invalidates: [consoleRegions] });
  const toggle = useToggleSale();
  const [editing, setEditing] = useState<ConsoleRegion | null>(null);
  const [search, setSearch] = useState("");
  const [opening, setOpening] = useState(false);

  const onAction = ({ kind, region }: RegionAction) => {
    if (kind === "edit") setEditing(region);
    else
      void toggle(i18n.language === "zh-CN" ? region.name_zh : region.name_en, !region.active, () =>
        setActive.mutateAsync({ id: region.id, active: !region.active }),
      );
  };

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t("catalogue.static.title")}</Title>
          <Text c="dimmed">{t("catalogue.static.subtitle")}</Text>
        </div>
        {canWrite ? (
          <Button
            color="dark"
            leftSection={<IconPlus size={16} />}
            onClick={() => setOpening(true)}
            data-testid="region-new"
          >
            {t("catalogue.static.new")}
          </Button>
        ) : null}
      </Group>
      <TestIpCard canWrite={canWrite} />
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t("catalogue.static.search")}
        aria-label={t("catalogue.static.search")}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
        data-testid="region-search"
      />
      <Card withBorder radius="md" padding={0}>
        {list.isPending ? <Loader m="lg" /> : null}
        {list.isError ? (
          <Alert color="red" m="md">
            {t("common.loadFailed")}
          </Alert>
        ) : null}
        {list.data ? (
          <RegionsTable
            regions={list.data.list.filter((region) => matches(region, search))}
            canWrite={canWrite}
            onAction={onAction}
          />
        ) : null}
      </Card>
      {editing ? <RegionFormModal region={editing} onClose={() => setEditing(null)} /> : null}
      {opening ? <NewRegionModal onClose={() => setOpening(false)} /> : null}
    </Stack>
  );
}
