import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import type { Figure } from "./run-settings.ts";

/**
 * The reliability project's global setup: a folder for the figures the test files record, and at
 * the end the one table the issue asks for (kills survived, fuzzed requests, 5xx seen, invariant
 * breaks, cross-principal 2xx, throttle counts), a figure that missed its expected value marked.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "portico-reliability-"));
  project.provide("reliabilityFiguresDir", folder);
  return () => {
    const figures = readdirSync(folder).flatMap((file) =>
      readFileSync(join(folder, file), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Figure),
    );
    rmSync(folder, { recursive: true, force: true });
    if (figures.length > 0) console.log(`\n${figuresTable(figures)}\n`);
  };
}

/** Figures of the same part and name add up (several files may count the same thing). */
export function figuresTable(figures: readonly Figure[]): string {
  const rows = new Map<string, Figure>();
  for (const figure of figures) {
    const key = `${figure.part}\u0000${figure.name}`;
    const seen = rows.get(key);
    rows.set(key, seen ? { ...seen, value: seen.value + figure.value } : { ...figure });
  }
  const sorted = [...rows.values()].sort((a, b) => a.part.localeCompare(b.part) || a.name.localeCompare(b.name));
  const partWidth = Math.max(4, ...sorted.map((row) => row.part.length));
  const nameWidth = Math.max(6, ...sorted.map((row) => row.name.length));
  const lines = [
    `Reliability figures (${process.env.RELIABILITY_SCALE === "full" ? "full scale" : "CI scale"})`,
    `${"part".padEnd(partWidth)}  ${"figure".padEnd(nameWidth)}  ${"value".padStart(9)}`,
  ];
  for (const row of sorted) {
    const miss = row.expected !== undefined && row.value !== row.expected ? `  ✗ expected ${row.expected}` : "";
    lines.push(`${row.part.padEnd(partWidth)}  ${row.name.padEnd(nameWidth)}  ${String(row.value).padStart(9)}${miss}`);
  }
  return lines.join("\n");
}
