import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, ConfigRefused, loadConfig, REPO_ROOT } from "./config.ts";
import { createDatabase } from "./db/client.ts";
import { LOCK_FILE } from "./db/data-dir-lock.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed/seed.ts";
import {
  databaseProblem,
  listenProblem,
  StartError,
  startErrorSentence,
  webBuildCannotBeMade,
} from "./start-errors.ts";
import { writeStubWebBuild } from "./test/stub-web-build.ts";

const systemError = (code: string, message = code) => Object.assign(new Error(message), { code });
const postgres = { driver: "postgres", url: "postgres://portico:s3cret@db.internal:6543/shop" } as const;

describe("start errors: one sentence naming the cause and the fix", () => {
  it("a bad variable: the variable and its problem, on one line", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(startErrorSentence(error)).toMatch(
      /^Invalid configuration: PORT: .+\. Fix the variable in the environment \(or unset it to use its default\) and start again\.$/,
    );
  });

  it("a payment method refused on the sandbox: the refusal's own sentence, which names its fixes", () => {
    const sentence =
      "Alipay payments go to the built-in sandbox, where no money moves, which production refuses: set " +
      "PAYMENT_ALIPAY_PROVIDER to stripe or alipay (README: Payments), or set PAYMENT_SANDBOX=allow to let the " +
      "sandbox take them anyway.";
    expect(startErrorSentence(new ConfigRefused(sentence))).toBe(sentence);
  });

  it("a port in use, one that needs privileges, a HOST that is not ours", () => {
    const address = { host: "0.0.0.0", port: 3000 };
    expect(listenProblem(systemError("EADDRINUSE"), address)?.message).toBe(
      "Port 3000 is already in use on 0.0.0.0: set PORT to a free port (for example PORT=3001) or stop the other process.",
    );
    expect(listenProblem(systemError("EACCES"), { host: "0.0.0.0", port: 80 })?.message).toMatch(
      /^Port 80 on 0\.0\.0\.0 needs privileges/,
    );
    expect(listenProblem(systemError("EADDRNOTAVAIL"), { host: "10.9.9.9", port: 3000 })?.message).toMatch(
      /^HOST 10\.9\.9\.9 is not an address of this machine/,
    );
    expect(listenProblem(new Error("something else"), address)).toBeUndefined();
  });

  it("an unreachable DATABASE_URL: host:port and database, never the password", () => {
    const sentences = {
      refused: databaseProblem(systemError("ECONNREFUSED"), postgres)?.message,
      refusedOnEveryAddress: databaseProblem(new AggregateError([systemError("ECONNREFUSED")]), postgres)?.message,
      dns: databaseProblem(systemError("ENOTFOUND"), postgres)?.message,
      timeout: databaseProblem(new Error("timeout exceeded when trying to connect"), postgres)?.message,
      password: databaseProblem(systemError("28P01", "password authentication failed"), postgres)?.message,
      noDatabase: databaseProblem(systemError("3D000"), postgres)?.message,
    };
    expect(sentences.refused).toBe(
      "Cannot reach PostgreSQL at db.internal:6543 (database shop): the connection was refused: start the server, " +
        "or fix the host and port in DATABASE_URL, or unset DATABASE_URL to use the embedded database.",
    );
    expect(sentences.refusedOnEveryAddress).toBe(sentences.refused);
    expect(sentences.dns).toMatch(/^Cannot find the PostgreSQL host db\.internal of DATABASE_URL \(database shop\)/);
    expect(sentences.timeout).toMatch(/^Cannot reach PostgreSQL at db\.internal:6543 \(database shop\): no answer: /);
    expect(sentences.password).toBe(
      "PostgreSQL at db.internal:6543 refused the login of portico to database shop: fix the user and password in " +
        "DATABASE_URL, or allow this user in the server's pg_hba.conf.",
    );
    expect(sentences.noDatabase).toMatch(/has no database shop: create it \(createdb shop\)/);
    for (const sentence of Object.values(sentences)) expect(sentence).not.toContain("s3cret");
    // A failing migration is not a setting to change: it keeps its stack.
    expect(databaseProblem(systemError("42P07", "relation exists"), postgres)).toBeUndefined();
  });

  it("an embedded data directory this user cannot write", () => {
    expect(databaseProblem(systemError("EACCES"), { driver: "pglite", dataDir: "/srv/data" })?.message).toBe(
      "The embedded database cannot use /srv/data (EACCES): set PGLITE_DATA_DIR to a directory this user can write.",
    );
  });

  it("a missing web build that cannot be made", () => {
    expect(webBuildCannotBeMade("/srv/build", "ENOTDIR creating it").message).toBe(
      "No web build in /srv/build, and one cannot be made (ENOTDIR creating it): run `npm run build` and fix what " +
        "it reports, or set WEB_BUILD_DIR to a directory that holds a build.",
    );
  });

  it("anything else is not a start error: it keeps its stack", () => {
    expect(startErrorSentence(new Error("a bug"))).toBeUndefined();
    expect(startErrorSentence(new StartError("A sentence."))).toBe("A sentence.");
  });
});

// The real start, spawned: stderr is the sentence alone and the exit code is not zero.
const scratch = mkdtempSync(path.join(tmpdir(), "portico-start-errors-"));
/** A web build the start accepts (the server never renders from it in these tests). */
const webBuildDir = writeStubWebBuild(path.join(scratch, "web-build"));
const dataDir = path.join(scratch, "data");

beforeAll(async () => {
  // One embedded database, made once: the start that reaches listen needs it migrated.
  const database = await createDatabase({ driver: "pglite", dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  await database.close();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Outcome = { code: number | null; stderr: string; lines: string[] };

const startEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? "",
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: "3350",
  LOG_LEVEL: "warn",
  LOG_FORMAT: "json",
  PGLITE_DATA_DIR: dataDir,
  WEB_BUILD_DIR: webBuildDir,
  // The other causes are tried on the sandbox; the sandbox's own refusal has its tests below.
  PAYMENT_SANDBOX: "allow",
  ...env,
});

const stripeCard = {
  PAYMENT_CARD_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

function start(env: Record<string, string>, script = "apps/server/src/main.ts"): Promise<Outcome> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, script)], {
    cwd: REPO_ROOT,
    env: startEnv(env),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  // A start that should have stopped but serves is killed, not left holding the port.
  const deadline = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      clearTimeout(deadline);
      // Node's own deprecation warnings are not the start's words.
      const lines = stderr
        .split("\n")
        .filter((line) => line.trim() && !/^\(node:\d+\)|^\(Use `node --trace-/.test(line));
      resolve({ code, stderr, lines });
    });
  });
}

function expectOneSentence(outcome: Outcome, sentence: RegExp) {
  expect(outcome.code).not.toBe(0);
  expect(outcome.lines).toHaveLength(1);
  expect(outcome.lines[0]).toMatch(sentence);
  expect(outcome.stderr).not.toMatch(/^\s+at /m);
}

describe("start errors: the real start stops with the sentence alone", () => {
  it("a bad variable", async () => {
    expectOneSentence(await start({ PORT: "eighty" }), /^Invalid configuration: PORT: /);
  });

  it("a port already in use (the data directory's stale lock from a dead process is taken over first)", async () => {
    writeFileSync(path.join(dataDir, LOCK_FILE), "999999\n");
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(3351, "127.0.0.1", resolve));
    try {
      expectOneSentence(
        await start({ PORT: "3351" }),
        /^Port 3351 is already in use on 127\.0\.0\.1: set PORT to a free port \(for example PORT=3352\) or stop the other process\.$/,
      );
    } finally {
      blocker.close();
    }
  });

  it("an unreachable DATABASE_URL", async () => {
    const outcome = await start({ DATABASE_URL: "postgres://portico:s3cret@127.0.0.1:3352/shop" });
    expectOneSentence(
      outcome,
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:3352 \(database shop\): the connection was refused: /,
    );
    expect(outcome.stderr).not.toContain("s3cret");
  });

  it("an embedded data directory held by another running Portico", async () => {
    // The test runner is a running Node process: as good a holder as another Portico.
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    try {
      expectOneSentence(
        await start({}),
        new RegExp(
          `^The embedded database in ${dataDir} is in use by another running Portico \\(process ${process.pid}\\)`,
        ),
      );
    } finally {
      rmSync(path.join(dataDir, LOCK_FILE), { force: true });
    }
  });

  it("a missing web build (the server entry does not build)", async () => {
    const empty = path.join(scratch, "no-build");
    mkdirSync(empty, { recursive: true });
    expectOneSentence(
      await start({ WEB_BUILD_DIR: empty }),
      /^No web build found in .*no-build .*run `npm run build` first/,
    );
  });

  it("a missing web build that cannot be made (npm start)", async () => {
    const file = path.join(scratch, "a-file");
    writeFileSync(file, "");
    expectOneSentence(
      await start({ WEB_BUILD_DIR: path.join(file, "build") }, "scripts/start.js"),
      /^No web build in .*a-file\/build, and one cannot be made \(ENOTDIR creating it\): /,
    );
  });

  it("a payment method left on the sandbox in production (PAYMENT_SANDBOX unset), through main.ts and npm start", async () => {
    const alipayRefused =
      /^Alipay payments go to the built-in sandbox, where no money moves, which production refuses: set PAYMENT_ALIPAY_PROVIDER to stripe or alipay \(README: Payments\), or set PAYMENT_SANDBOX=allow to let the sandbox take them anyway\.$/;
    expectOneSentence(await start({ ...stripeCard, PAYMENT_SANDBOX: "" }), alipayRefused);
    // npm start allows the sandbox only while no real provider is configured.
    expectOneSentence(await start({ ...stripeCard, PAYMENT_SANDBOX: "" }, "scripts/start.js"), alipayRefused);
    expectOneSentence(await start({ PAYMENT_SANDBOX: "" }), /^Card and Alipay payments go to the built-in sandbox, /);
  });
});

/** Starts until the banner is printed, then stops the server: its stdout, and how it ended. */
function startUntilBanner(env: Record<string, string>, script: string) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, script)], {
    cwd: REPO_ROOT,
    env: startEnv({ JOBS: "off", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
    if (stdout.includes("  API docs  ")) child.kill("SIGTERM");
  });
  const deadline = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise<{ stdout: string; stderr: string }>((resolve) => {
    child.on("close", () => {
      clearTimeout(deadline);
      resolve({ stdout, stderr });
    });
  });
}

describe("the sandbox in production: allowed, the start warns", () => {
  it("npm start, out of the box: the sandbox takes both methods and the banner says so", async () => {
    const { stdout, stderr } = await startUntilBanner({ PAYMENT_SANDBOX: "" }, "scripts/start.js");
    expect(stdout, stderr).toContain(
      "  warning   Card and Alipay payments go to the built-in sandbox, where no money moves: orders paid there " +
        "are delivered for free (README: Payments).",
    );
  });

  it("a real card provider and PAYMENT_SANDBOX=allow: the banner warns about Alipay alone", async () => {
    const { stdout, stderr } = await startUntilBanner(
      { ...stripeCard, PAYMENT_SANDBOX: "allow" },
      "apps/server/src/main.ts",
    );
    expect(stdout, stderr).toContain("  payments  card by stripe, Alipay by sandbox");
    expect(stdout).toContain("  warning   Alipay payments go to the built-in sandbox, where no money moves: ");
    // And in the log, for the pipeline that never sees the banner.
    expect(stdout).toMatch(/"level":40,.*"msg":"Alipay payments go to the built-in sandbox, where no money moves: /);
  });
});
