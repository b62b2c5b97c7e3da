import { Alert, Anchor, Button, Card, Code, FileButton, Group, Loader, Stack, Text, Title } from "@mantine/core";
import {
  consoleInventoryStock,
  consoleIpImport,
  consoleIpImportCommit,
  consoleIpImportDryRun,
  consoleIpImportList,
  type IpImportDetail,
} from "@portico/contracts";
import { IconFileTypeCsv } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { failureMessage } from "../../../components/failure-message";
import { useHasPermission } from "../../../components/use-staff-me";
import { ImportHistory } from "./import-history";
import { ImportReport } from "./import-report";
import { useImportDetail } from "./use-import-detail";

/** `/console/inventory/import`: a CSV's dry run, its commit with progress, and the imports kept. */
export function ImportPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("inventory:read"))
    return (
      <Alert color="gray" data-testid="inventory-no-access">
        {t("inventory.noAccess")}
      </Alert>
    );
  return <ImportScreen />;
}

/** The file checked last: the commit sends the same content again (the server compares its digest). */
type Checked = { detail: IpImportDetail; content: string };

function ImportScreen() {
  const { t } = useTranslation("console");
  const canImport = useHasPermission("inventory:import");
  const history = useEndpointQuery(consoleIpImportList);
  const dryRun = useEndpointMutation(consoleIpImportDryRun, { invalidates: [consoleIpImportList] });
  // The import's own answer too: read again, it is queued or running, and its progress is polled.
  const commit = useEndpointMutation(consoleIpImportCommit, {
    invalidates: [consoleIpImport, consoleIpImportList, consoleInventoryStock],
  });
  const [checked, setChecked] = useState<Checked | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const detail = useImportDetail(selectedId);

  const check = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      const content = await file.text();
      const answer = await dryRun.mutateAsync({ file_name: file.name, content });
      setChecked({ detail: answer, content });
      setSelectedId(answer.id);
    } catch (failure) {
      setChecked(null);
      setError(failureMessage(failure, t));
    }
  };

  const run = async () => {
    if (!checked) return;
    setError(null);
    try {
      const answer = await commit.mutateAsync({ import_id: checked.detail.id, content: checked.content });
      setChecked(null);
      setSelectedId(answer.import.id);
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  const shown = detail.data ?? (checked && checked.detail.id === selectedId ? checked.detail : undefined);
  const committable = checked && shown?.id === checked.detail.id && shown.status === "dry_run" && shown.valid_rows > 0;

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Anchor component={Link} to="/console/inventory" fz="sm">
          {t("inventory.import.back")}
        </Anchor>
        <Title order={1}>{t("inventory.import.title")}</Title>
        <Text c="dimmed">{t("inventory.import.subtitle")}</Text>
      </div>
      {canImport ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text fz="sm">
              {t("inventory.import.format")} <Code>address,port,region</Code>
            </Text>
            <Group>
              <FileButton onChange={(file) => void check(file)} accept=".csv,text/csv,text/plain">
                {(props) => (
                  <Button
                    {...props}
                    color="dark"
                    leftSection={<IconFileTypeCsv size={16} />}
                    loading={dryRun.isPending}
                    data-testid="import-choose"
                  >
                    {t("inventory.import.choose")}
                  </Button>
                )}
              </FileButton>
              {committable ? (
                <Button color="green" onClick={() => void run()} loading={commit.isPending} data-testid="import-commit">
                  {t("inventory.import.commit", { count: shown.valid_rows })}
                </Button>
              ) : null}
            </Group>
            {committable && shown.error_rows > 0 ? (
              <Text fz="sm" c="dimmed">
                {t("inventory.import.skipNote", { count: shown.error_rows })}
              </Text>
            ) : null}
            {error ? (
              <Text c="red" fz="sm" role="alert" data-testid="import-error">
                {error}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {shown ? (
        <Card withBorder radius="md" padding="lg">
          <ImportReport detail={shown} />
        </Card>
      ) : null}
      <div>
        <Title order={2} fz="h3" mb="sm">
          {t("inventory.history.title")}
        </Title>
        <Card withBorder radius="md" padding={0}>
          {history.isPending ? <Loader m="lg" /> : null}
          {history.isError ? (
            <Alert color="red" m="md">
              {t("common.loadFailed")}
            </Alert>
          ) : null}
          {history.data ? (
            <ImportHistory imports={history.data.list} selectedId={selectedId} onSelect={setSelectedId} />
          ) : null}
        </Card>
      </div>
    </Stack>
  );
}
