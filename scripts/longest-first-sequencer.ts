import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The test files that run longest, with their seconds at CI scale on the 2-core machine `npm test`
 * is sized for, rounded from a clean-clone CI run (docs/performance.md, "Test-suite time"). A file
 * Vitest has timed before on this machine goes by its own time instead.
 */
const KNOWN_LONG_SECONDS: readonly (readonly [pattern: RegExp, seconds: number])[] = [
  [/reliability\/fuzz\.test\.ts$/, 230],
  [/payments\/money-model\.test\.ts$/, 110],
  [/reliability\/crash\.test\.ts$/, 25],
  [/reliability\/crash\.pg\.test\.ts$/, 25],
  [/reliability\/abuse\.test\.ts$/, 30],
  [/reliability\/db-restart\.test\.ts$/, 20],
  [/db\/migrate-in-worker\.test\.ts$/, 16],
  [/cluster\/cluster\.pg\.test\.ts$/, 15],
  [/start-errors\.test\.ts$/, 15],
  [/db\/backups\.test\.ts$/, 11],
];

function knownSeconds(spec: TestSpecification): number | undefined {
  return KNOWN_LONG_SECONDS.find(([pattern]) => pattern.test(spec.moduleId))?.[1];
}

/**
 * Every project's files in one queue, longest first: on two workers this is the classic
 * longest-processing-time schedule, which keeps the suite from ending on one long file begun
 * last while the other worker idles. Vitest's own order runs the projects' files one project after
 * another by name, so the reliability files, the longest of all, would start last.
 * Ties, and files with no known time, keep Vitest's order (its cached times, else larger first).
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const position = new Map(vitestOrder.map((spec, index) => [spec, index]));
    const expectedMs = (spec: TestSpecification) => {
      const timed = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
      return timed ?? (knownSeconds(spec) ?? 0) * 1000;
    };
    return [...files].sort((a, b) => expectedMs(b) - expectedMs(a) || (position.get(a) ?? 0) - (position.get(b) ?? 0));
  }
}
