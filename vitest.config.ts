import { defineConfig } from "vitest/config";

// Two suites: pure rules (fast, no I/O) and the API through app.inject on a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; keep memory and CPU bounded on a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
