import { consoleInventoryStock, consoleIpImport, consoleIpImportList } from "@portico/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { endpointQuery } from "../../../../lib/query/endpoint-query";
import { invalidateEndpoints } from "../../../../lib/query/query-client";
import { inProgress } from "./import-status";

/** How often a committed import's progress is read while its job runs. */
const POLL_MS = 1_000;

/**
 * One import with its report, read again every second while its job is queued or running; when
 * it ends, the list of imports and the stock are read again.
 */
export function useImportDetail(id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    ...endpointQuery(consoleIpImport, { id: id ?? "" }),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data && inProgress(current.state.data.status) ? POLL_MS : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status === "done" || status === "failed")
      void invalidateEndpoints(client, [consoleIpImportList, consoleInventoryStock]);
  }, [status, client]);
  return query;
}
