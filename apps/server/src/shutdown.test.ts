import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config.ts";
import { createDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed/seed.ts";
import { writeStubWebBuild } from "./test/stub-web-build.ts";

/**
 * SIGTERM drains (issue #27): readiness fails first and, for SHUTDOWN_READY_DELAY_MS, the server
 * keeps answering everything else; then it stops accepting, lets in-flight requests finish and
 * exits 0. The real start, spawned.
 */
const scratch = mkdtempSync(path.join(tmpdir(), "portico-shutdown-"));
/** A web build the start accepts (the server never renders from it in these tests). */
const webBuildDir = writeStubWebBuild(path.join(scratch, "web-build"));
const dataDir = path.join(scratch, "data");
// Each test project runs this file: a port of its own for each, as they may run at once.
const PORT = process.env.PORTICO_TEST_DRIVER === "postgres" ? 3356 : 3355;
const base = `http://127.0.0.1:${PORT}`;

beforeAll(async () => {
  const database = await createDatabase({ driver: "pglite", dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  await database.close();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("SIGTERM", () => {
  it("turns /readyz to 503 first, keeps serving during the delay, then drains and exits 0", async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, "apps/server/src/main.ts")], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(PORT),
        LOG_LEVEL: "warn",
        LOG_FORMAT: "json",
        PGLITE_DATA_DIR: dataDir,
        WEB_BUILD_DIR: webBuildDir,
        PAYMENT_SANDBOX: "allow",
        JOBS: "off",
        SHUTDOWN_READY_DELAY_MS: "1500",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    let stdout = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner: ${stdout}`)), 30_000);
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
        if (stdout.includes("  API docs  ")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      child.kill("SIGTERM");
      await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { interval: 50 }).toBe(503);
      // Still serving the rest while the balancer notices.
      const during = await fetch(`${base}/api/index/packages?type=1`);
      expect(during.status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  }, 60_000);
});
