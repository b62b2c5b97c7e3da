import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./scripts/longest-first-sequencer.ts";

// Suites: pure rules (fast, no I/O), and the API through app.inject on a real database —
// embedded PGlite always, and a PostgreSQL server too when TEST_DATABASE_URL is set.
// `*.pg.test.ts`: what needs a PostgreSQL server (several instances on one database, pg_dump,
// migrate-to), run by the PostgreSQL project only.
const databaseSnapshots = "apps/server/src/test/database-snapshots.ts";
const integration = (name: string, driver: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["apps/server/src/**/*.test.ts"],
    exclude: [reliabilityFiles, ...(driver === "pglite" ? ["apps/server/src/**/*.pg.test.ts"] : [])],
    environment: "node" as const,
    env: { PORTICO_TEST_DRIVER: driver },
    // Each file's embedded database starts from one migrated copy made per run (test/database-snapshots.ts).
    globalSetup: driver === "pglite" ? [databaseSnapshots] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database; bound the parallelism on a 2-core machine.
    maxWorkers: 2,
  },
});

// The reliability suite (issue #26, docs/reliability.md): crashes, a database restart, fuzzing, who
// reaches what, abuse and headers. On PostgreSQL when TEST_DATABASE_URL is set (where concurrency
// matters), else on PGlite; its global setup prints the one table of figures at the end.
const reliabilityFiles = "apps/server/src/reliability/**";
const reliability = {
  test: {
    name: "reliability",
    include: ["apps/server/src/reliability/**/*.test.ts"],
    // The PostgreSQL half of a part (the crash run's) only where a server is named, so a run
    // without one leaves it out rather than skipping it.
    exclude: process.env.TEST_DATABASE_URL ? [] : ["apps/server/src/reliability/**/*.pg.test.ts"],
    environment: "node" as const,
    env: { PORTICO_TEST_DRIVER: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" },
    globalSetup: [
      ...(process.env.TEST_DATABASE_URL ? [] : [databaseSnapshots]),
      "apps/server/src/reliability/figures-table.ts",
    ],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
};

export default defineConfig({
  test: {
    // Every project's files share one queue of two workers: the longest start first.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      integration("integration", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-postgres", "postgres")] : []),
      reliability,
    ],
  },
});
