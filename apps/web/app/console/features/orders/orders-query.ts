import { CONSOLE_ORDER_KINDS, type ConsoleOrderFilters } from "@portico/contracts";

/** The order filters a screen address carries (shareable; the customer page could link to one). */
export const ORDER_FILTER_FIELDS = [
  "order_no",
  "email",
  "pay_status",
  "kind",
  "pay_type",
  "from",
  "to",
  "min_amount",
  "max_amount",
] as const;
type FilterField = (typeof ORDER_FILTER_FIELDS)[number];

export type OrderFilterForm = Record<FilterField, string>;

export const EMPTY_ORDER_FILTERS = Object.fromEntries(
  ORDER_FILTER_FIELDS.map((field) => [field, ""]),
) as OrderFilterForm;

export function filterFormOf(search: URLSearchParams): OrderFilterForm {
  return Object.fromEntries(ORDER_FILTER_FIELDS.map((field) => [field, search.get(field) ?? ""])) as OrderFilterForm;
}

/** Midnight of a yyyy-mm-dd day in the reader's time zone; `to` means the end of that day. */
function localDaySeconds(day: string, endOfDay: boolean): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (endOfDay ? 1 : 0));
  return Math.floor(date.getTime() / 1000);
}

/** A whole number from the address, or nothing (a hand-edited address may hold anything). */
const numberOf = (value: string) => (value !== "" && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** The form as the endpoint's filters: empty or unreadable fields left out. */
export function orderFiltersOf(form: OrderFilterForm): ConsoleOrderFilters {
  const value = (field: FilterField) => form[field].trim();
  const kind = CONSOLE_ORDER_KINDS.find((known) => known === value("kind"));
  const filters = {
    order_no: value("order_no") || undefined,
    email: value("email").toLowerCase() || undefined,
    pay_status: numberOf(value("pay_status")),
    kind,
    pay_type: numberOf(value("pay_type")),
    from: localDaySeconds(value("from"), false),
    to: localDaySeconds(value("to"), true),
    min_amount: numberOf(value("min_amount")),
    max_amount: numberOf(value("max_amount")),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, entry]) => entry !== undefined)) as ConsoleOrderFilters;
}

/** The form as the address's search: empty fields left out. */
export function searchOf(form: OrderFilterForm): URLSearchParams {
  return new URLSearchParams(
    ORDER_FILTER_FIELDS.flatMap((field) => (form[field].trim() ? [[field, form[field].trim()]] : [])),
  );
}
