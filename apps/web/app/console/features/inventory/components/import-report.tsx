import { Alert, Group, List, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import type { IpImportDetail } from "@portico/contracts";
import { DataTable } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { ImportStatus, inProgress } from "./import-status";

type RowProblem = IpImportDetail["report"]["errors"][number];

function Figure({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * An import's counts, its job's progress (IPs written out of the valid rows), its notes and every
 * listed row problem with its line, in the reader's language (the server words them).
 */
export function ImportReport({ detail }: { detail: IpImportDetail }) {
  const { t } = useTranslation("console");
  const committed = detail.status !== "dry_run";
  const percent = detail.valid_rows === 0 ? 100 : Math.round((detail.rows_written / detail.valid_rows) * 100);
  return (
    <Stack gap="md" data-testid="import-report" data-import-id={detail.id}>
      <Group justify="space-between">
        <Text fw={600}>{detail.file_name}</Text>
        <ImportStatus status={detail.status} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t("inventory.import.total")} value={detail.total_rows} testId="import-total" />
        <Figure label={t("inventory.import.valid")} value={detail.valid_rows} testId="import-valid" color="green" />
        <Figure
          label={t("inventory.import.errorRows")}
          value={detail.error_rows}
          testId="import-errors"
          color={detail.error_rows > 0 ? "red" : undefined}
        />
        <Figure label={t("inventory.import.written")} value={detail.rows_written} testId="import-written" />
      </SimpleGrid>
      {committed ? (
        <div>
          <Text fz="sm" mb={4}>
            {inProgress(detail.status)
              ? t("inventory.import.writing", { written: detail.rows_written, valid: detail.valid_rows })
              : detail.status === "done"
                ? t("inventory.import.finished", { count: detail.rows_written })
                : t("inventory.import.failedNote")}
          </Text>
          <Progress
            value={detail.status === "done" ? 100 : percent}
            color={detail.status === "failed" ? "red" : detail.status === "done" ? "green" : "blue"}
            animated={inProgress(detail.status)}
            aria-label={t("inventory.import.progress")}
            data-testid="import-progress"
          />
        </div>
      ) : null}
      {detail.report.notes.length > 0 ? (
        <Alert color="yellow" variant="light">
          <List size="sm">
            {detail.report.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {detail.report.error_count > 0 ? (
        <div>
          <Text fw={600} fz="sm" mb="xs">
            {detail.report.error_count > detail.report.errors.length
              ? t("inventory.import.problemsFirst", {
                  shown: detail.report.errors.length,
                  count: detail.report.error_count,
                })
              : t("inventory.import.problems", { count: detail.report.error_count })}
          </Text>
          <DataTable<RowProblem>
            records={detail.report.errors}
            idAccessor={(row) => `${row.line}-${row.code}`}
            columns={[
              { accessor: "line", title: t("inventory.import.line"), textAlign: "right", width: 80 },
              { accessor: "code", title: t("inventory.import.code"), render: (row) => <code>{row.code}</code> },
              { accessor: "message", title: t("inventory.import.problem") },
            ]}
            verticalSpacing={6}
            withTableBorder
            height={detail.report.errors.length > 12 ? 420 : undefined}
            customRowAttributes={(row) => ({ "data-testid": "import-problem", "data-line": row.line })}
          />
        </div>
      ) : (
        <Text fz="sm" c="green" data-testid="import-clean">
          {t("inventory.import.noProblems")}
        </Text>
      )}
    </Stack>
  );
}
