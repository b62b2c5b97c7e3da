import "../features/audit/audit-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { AuditPage } from "../features/audit/components/audit-page";

export const handle: RouteHandle = { titleKey: "console:meta.audit" };

/** `/console/audit`: the audit browser and its export. */
export default function ConsoleAudit() {
  return <AuditPage />;
}
