import { expect } from "vitest";
import { recordFigure } from "../run-settings.ts";
import type { CrashTotals } from "./crash-run.ts";

/** Records a crash run's figures and asserts what must hold after every kill (docs/reliability.md). */
export async function survive(label: "PostgreSQL" | "embedded", totals: CrashTotals, kills: number) {
  await recordFigure({ part: "crash", name: `kills survived (${label})`, value: totals.kills });
  await recordFigure({ part: "crash", name: "2xx answers checked after a kill", value: totals.checked });
  await recordFigure({ part: "crash", name: "invariant breaks", value: totals.invariantBreaks.length, expected: 0 });
  await recordFigure({ part: "crash", name: "lost 2xx effects", value: totals.lost.length, expected: 0 });
  await recordFigure({ part: "crash", name: "re-sent webhooks/batches completed", value: totals.resentCompleted });
  expect(totals.invariantBreaks).toEqual([]);
  expect(totals.lost).toEqual([]);
  expect(totals.unexpected).toEqual([]);
  expect(totals.unpaidPastWindow).toEqual([]);
  expect(totals.resentCompleted).toBe(totals.resent);
  expect(totals.kills).toBe(kills);
  expect(totals.checked).toBeGreaterThan(0);
}

export const crashLog = (line: string) => console.log(`[crash] ${line}`);

/** A kill cycle takes seconds (a start, the load, the checks); the full run's 100 need more than the project's 10 minutes. */
export const crashTimeout = (kills: number) => 300_000 + kills * 30_000;
