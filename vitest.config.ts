import { defineConfig } from "vitest/config";

// Suites: pure rules (fast, no I/O), and the API through app.inject on a real database —
// embedded PGlite always, and a PostgreSQL server too when TEST_DATABASE_URL is set.
// `*.pg.test.ts`: what needs a PostgreSQL server (several instances on one database, pg_dump,
// migrate-to), run by the PostgreSQL project only.
const integration = (name: string, driver: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["apps/server/src/**/*.test.ts"],
    exclude: driver === "pglite" ? ["apps/server/src/**/*.pg.test.ts"] : [],
    environment: "node" as const,
    env: { PORTICO_TEST_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database; bound the parallelism on a 2-core machine.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
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
    ],
  },
});
