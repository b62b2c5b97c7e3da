/**
 * A second server for the few tests that need a configuration the suite's server does not have
 * (another bot-challenge provider): the same e2e/serve.ts entry, its own port, database and
 * mail folder. Call `stop()` in afterAll.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { scratchDir } from "./scratch-dir.ts";

export type OwnServer = { baseURL: string; mailDir: string; stop(): Promise<void> };

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = join(scratchDir(), `portico-e2e-db-${port}`);
  const mailDir = join(scratchDir(), `portico-e2e-mail-${port}`);
  const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, "..", "serve.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Payments go to the built-in sandbox, which production refuses unless allowed.
      PAYMENT_SANDBOX: "allow",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: dataDir,
      E2E_MAIL_DIR: mailDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // Keeps the ad popup out of the way of the subject of these tests.
      PROMO_POPUP_DELAY_MS: "600000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
          return fetch(`${baseURL}/readyz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200);
  } catch (error) {
    // A server that never got ready is stopped here: the caller has nothing to stop, and one
    // left running would hold the port against the next run.
    child.kill("SIGKILL");
    await exited;
    throw error;
  }
  return {
    baseURL,
    mailDir,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
