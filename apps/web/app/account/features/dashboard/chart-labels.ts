import type { TrafficPoint } from "@portico/contracts";

/**
 * A point's label on the chart's axis, from the server's `date` in the customer's zone
 * (`2026-03-08` or `2026-03-08 13:00`): the hour alone when the range is within one day,
 * month-day and hour across days, month-day for daily points.
 */
export function pointLabel(point: Pick<TrafficPoint, "date">, type: "days" | "hours", oneDay: boolean): string {
  const [day = "", hour = ""] = point.date.split(" ");
  const monthDay = day.slice(5);
  if (type === "days") return monthDay;
  return oneDay ? hour : `${monthDay} ${hour}`;
}

/** Whether hourly points all fall on one calendar day (today, yesterday, a custom single day). */
export function onOneDay(points: readonly Pick<TrafficPoint, "date">[]): boolean {
  const days = new Set(points.map((point) => point.date.split(" ")[0]));
  return days.size <= 1;
}
