import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import { LongestFirstSequencer } from "./longest-first-sequencer.ts";

const root = path.resolve(import.meta.dirname, "..");

/** A test file of a project, as much of a TestSpecification as the sequencer reads. */
function spec(project: string, file: string): TestSpecification {
  return {
    moduleId: path.join(root, file),
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
  } as unknown as TestSpecification;
}

function sequencer(timedMs: Map<string, number>) {
  const cache = {
    getTestSpecificationResult: (s: TestSpecification) => {
      const duration = timedMs.get(s.moduleId);
      return duration === undefined ? undefined : { duration, failed: false };
    },
  };
  return new LongestFirstSequencer({ cache, config: { root } } as unknown as Vitest);
}

const names = (specs: TestSpecification[]) => specs.map((s) => path.relative(root, s.moduleId));

describe("longest-first sequencer", () => {
  const unit = spec("unit", "scripts/import-boundaries.test.ts");
  const integration = spec("integration", "apps/server/src/modules/payments/money-model.test.ts");
  const fuzz = spec("reliability", "apps/server/src/reliability/fuzz.test.ts");
  const crash = spec("reliability", "apps/server/src/reliability/crash.test.ts");

  it("starts the known long files first, whatever their project's name, on a clone Vitest never timed", async () => {
    const sorted = await sequencer(new Map()).sort([unit, integration, crash, fuzz]);
    expect(names(sorted)).toEqual([
      "apps/server/src/reliability/fuzz.test.ts",
      "apps/server/src/modules/payments/money-model.test.ts",
      "apps/server/src/reliability/crash.test.ts",
      "scripts/import-boundaries.test.ts",
    ]);
  });

  it("goes by Vitest's own timing where it has one", async () => {
    const timed = new Map([
      [unit.moduleId, 900_000],
      [fuzz.moduleId, 1_000],
    ]);
    const sorted = await sequencer(timed).sort([fuzz, crash, unit]);
    expect(names(sorted)).toEqual([
      "scripts/import-boundaries.test.ts",
      "apps/server/src/reliability/crash.test.ts",
      "apps/server/src/reliability/fuzz.test.ts",
    ]);
  });
});
