import type { AuditFiltersQuery } from "@portico/contracts";

/** The audit filters a screen address carries (shareable, and the customer page links to one). */
export const AUDIT_FILTER_FIELDS = [
  "from",
  "to",
  "staff_id",
  "customer_id",
  "action",
  "resource",
  "resource_id",
] as const;
type FilterField = (typeof AUDIT_FILTER_FIELDS)[number];
/** Dates travel as yyyy-mm-dd in the address and as the reader's local midnight in unix seconds to the server. */
const DATE_FIELDS: ReadonlySet<FilterField> = new Set(["from", "to"]);

export type AuditFilterForm = Record<FilterField, string>;

export function filterFormOf(search: URLSearchParams): AuditFilterForm {
  return Object.fromEntries(AUDIT_FILTER_FIELDS.map((field) => [field, search.get(field) ?? ""])) as AuditFilterForm;
}

/** Midnight of a yyyy-mm-dd day in the reader's time zone; `to` means the end of that day. */
function localDaySeconds(day: string, endOfDay: boolean): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (endOfDay ? 1 : 0));
  return Math.floor(date.getTime() / 1000);
}

/** The form as the endpoint's query: empty fields left out. */
export function auditQueryOf(form: AuditFilterForm): AuditFiltersQuery {
  const query: AuditFiltersQuery = {};
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = form[field].trim();
    if (!value) continue;
    if (DATE_FIELDS.has(field)) {
      const seconds = localDaySeconds(value, field === "to");
      if (seconds !== undefined) query[field as "from" | "to"] = seconds;
    } else query[field as Exclude<FilterField, "from" | "to">] = value;
  }
  return query;
}

/** The form as the address's search: empty fields left out. */
export function searchOf(form: AuditFilterForm): URLSearchParams {
  return new URLSearchParams(
    AUDIT_FILTER_FIELDS.flatMap((field) => (form[field].trim() ? [[field, form[field].trim()]] : [])),
  );
}
