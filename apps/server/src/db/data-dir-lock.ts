import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { dataDirectoryInUse } from "../start-errors.ts";

/** The file in the embedded data directory that names the process using it. */
export const LOCK_FILE = "portico.pid";

export type DataDirLock = { release(): void };

/**
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it: the
 * first Portico writes its PID here, and the next one stops with a sentence while that process
 * lives. A lock left by a process that is gone (killed, crashed, the machine restarted) is taken
 * over (ADR 010).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  // Two tries: the second follows the removal of a stale lock, and loses to anyone faster.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return lockFor(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = lockHolder(file);
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) throw dataDirectoryInUse(dataDir, holder);
    rmSync(file, { force: true });
  }
  const holder = lockHolder(file);
  throw dataDirectoryInUse(dataDir, holder ?? 0);
}

function lockFor(file: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    // Only our own lock: never remove one another process took over.
    if (lockHolder(file) === process.pid) rmSync(file, { force: true });
  };
  // A crash or process.exit() without close still frees the directory for the next start.
  process.on("exit", release);
  return { release };
}

function lockHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a process with this PID runs. A PID can be reused after a restart (in a container the
 * next Portico may well get the same small number), so where Linux shows the command line, a
 * process that is not Node does not count.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /node/i.test(command);
  } catch {
    return true;
  }
}
