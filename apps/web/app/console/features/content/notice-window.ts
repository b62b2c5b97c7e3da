import type { ConsoleNotice } from "@portico/contracts";

export type NoticeState = "live" | "scheduled" | "ended" | "draft";

/** Where a notice stands at `now`: a draft, before its window, inside it (showing), or after it. */
export function noticeState(
  notice: Pick<ConsoleNotice, "published" | "starts_at" | "ends_at">,
  now: Date,
): NoticeState {
  if (!notice.published) return "draft";
  if (notice.starts_at && new Date(notice.starts_at).getTime() > now.getTime()) return "scheduled";
  if (notice.ends_at && new Date(notice.ends_at).getTime() <= now.getTime()) return "ended";
  return "live";
}

const two = (value: number) => String(value).padStart(2, "0");

/** An ISO instant as a `datetime-local` field's value on the browser's clock ("2026-12-02T02:00"), "" for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's clock) as an ISO instant; null for an empty or unreadable field. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as the list shows it, on the browser's clock: "2026-12-02 02:00". */
export function shortDateTime(iso: string): string {
  return toLocalInput(iso).replace("T", " ");
}
