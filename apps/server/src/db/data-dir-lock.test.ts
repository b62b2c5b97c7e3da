import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StartError } from "../start-errors.ts";
import { isRunning, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

/** The PID of a process that has just ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

/** A running Node process that is not this one: the lock's holder in another Portico. */
const otherNode = () => process.ppid;

let dataDir: string;
let lockFile: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "portico-lock-"));
  lockFile = path.join(dataDir, LOCK_FILE);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded data directory lock", () => {
  it("writes this process's PID and removes it on release", () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("refuses a directory a running Portico holds, naming it and the process", () => {
    expect(isRunning(otherNode())).toBe(true);
    writeFileSync(lockFile, `${otherNode()}\n`);
    let error: unknown;
    try {
      lockDataDir(dataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StartError);
    expect((error as Error).message).toBe(
      `The embedded database in ${dataDir} is in use by another running Portico (process ${otherNode()}): ` +
        "stop that process, or set PGLITE_DATA_DIR to another directory.",
    );
    // The holder's lock stays.
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(otherNode()));
  });

  it("takes over a lock whose process is gone", () => {
    const pid = deadPid();
    expect(isRunning(pid)).toBe(false);
    writeFileSync(lockFile, `${pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock with this very PID (a container restarted) or no PID at all", () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    lockDataDir(dataDir).release();
    writeFileSync(lockFile, "");
    lockDataDir(dataDir).release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("never removes a lock another process took over since", () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lockFile, `${otherNode()}\n`);
    lock.release();
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(otherNode()));
  });
});
