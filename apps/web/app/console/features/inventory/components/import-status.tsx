import { Badge } from "@mantine/core";
import type { IpImportSummary } from "@portico/contracts";
import { useTranslation } from "react-i18next";

const COLORS: Record<IpImportSummary["status"], string> = {
  dry_run: "gray",
  queued: "blue",
  running: "blue",
  done: "green",
  failed: "red",
};

/** An import's state as a badge: checked, queued, writing, done or failed. */
export function ImportStatus({ status }: { status: IpImportSummary["status"] }) {
  const { t } = useTranslation("console");
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" data-testid="import-status" data-status={status}>
      {t(`inventory.import.status.${status}`)}
    </Badge>
  );
}

/** Whether an import's job is still to finish: the screen polls it until then. */
export const inProgress = (status: IpImportSummary["status"]) => status === "queued" || status === "running";
