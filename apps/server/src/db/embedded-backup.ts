import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

/**
 * Backups of the embedded database (issue #27): the data directory as one gzipped tarball, made
 * by PGlite itself (`dumpDataDir`, which runs between queries, so a backup taken while serving is
 * consistent). Only the process holding the data directory may read it, so that process answers
 * backup requests on a Unix socket beside the directory (`<dir>.sock`, owner-only; inside it, the
 * dump would try to read the socket): `npm run admin -- backup` asks the running Portico when
 * there is one, and opens the directory itself when there is not.
 */

/** A Unix socket's path must fit in sun_path (108 bytes on Linux, 104 on macOS). */
const SOCKET_PATH_MAX = 100;

export function backupSocketPath(dataDir: string): string | undefined {
  const socket = `${path.resolve(dataDir)}.sock`;
  return Buffer.byteLength(socket) <= SOCKET_PATH_MAX ? socket : undefined;
}

/** Writes the tarball to `file` (through a temporary name, so a half-written backup never has the final name). */
export async function writeBackup(pglite: PGlite, file: string): Promise<number> {
  const dump = await pglite.dumpDataDir("gzip");
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes.length;
}

type BackupRequest = { backup: string };
type BackupAnswer = { ok: true; bytes: number } | { ok: false; error: string };

/** Serves backup requests for the directory this process holds; closed with the database. */
export async function serveBackups(dataDir: string, pglite: PGlite): Promise<{ close(): Promise<void> }> {
  const socket = backupSocketPath(dataDir);
  if (!socket) return { close: async () => undefined };
  // This process holds the directory's lock, so a socket file left here is a dead process's.
  await rm(socket, { force: true });
  const server: Server = createServer((connection) => {
    let text = "";
    connection.setEncoding("utf8");
    connection.on("data", (chunk) => {
      text += chunk;
      if (!text.includes("\n")) return;
      const answer = (result: BackupAnswer) => connection.end(`${JSON.stringify(result)}\n`);
      let request: Partial<BackupRequest>;
      try {
        request = JSON.parse(text) as Partial<BackupRequest>;
      } catch {
        return answer({ ok: false, error: "unreadable request" });
      }
      if (typeof request.backup !== "string" || !path.isAbsolute(request.backup))
        return answer({ ok: false, error: "a backup needs an absolute file path" });
      writeBackup(pglite, request.backup).then(
        (bytes) => answer({ ok: true, bytes }),
        (error: unknown) =>
          answer({
            ok: false,
            error: error instanceof Error ? error.message : (JSON.stringify(error) ?? String(error)),
          }),
      );
    });
    connection.on("error", () => connection.destroy());
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, resolve);
    });
    await chmod(socket, 0o600);
  } catch {
    // A file system without sockets: the server runs on; backups then need it stopped.
    server.close();
    return { close: async () => undefined };
  }
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the Portico serving `dataDir` for a backup into `file`; undefined when no process answers
 * there (none runs, or one from before this feature).
 */
export async function backupThroughRunningServer(dataDir: string, file: string): Promise<number | undefined> {
  const socket = backupSocketPath(dataDir);
  if (!socket || !existsSync(socket)) return undefined;
  const answer = await new Promise<BackupAnswer | undefined>((resolve, reject) => {
    const connection = createConnection(socket);
    let text = "";
    connection.setEncoding("utf8");
    connection.on("connect", () => connection.write(`${JSON.stringify({ backup: path.resolve(file) })}\n`));
    connection.on("data", (chunk) => {
      text += chunk;
    });
    connection.on("end", () => {
      try {
        resolve(JSON.parse(text) as BackupAnswer);
      } catch {
        reject(new Error("the running Portico answered the backup request with something unreadable"));
      }
    });
    // Nobody listening: a socket file left by a process that is gone.
    connection.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(undefined) : reject(error),
    );
  });
  if (answer === undefined) return undefined;
  if (!answer.ok) throw new Error(`The running Portico could not write the backup: ${answer.error}`);
  return answer.bytes;
}

/**
 * Replaces the data directory with a backup's. Refused while a Portico holds the directory (its
 * lock says so in one sentence). The backup is opened in a directory of its own first, so a bad
 * file changes nothing; the replaced directory is kept beside it, and its name is answered.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  open: (dir: string, dump: Blob) => Promise<{ check(): Promise<void>; close(): Promise<void> }>,
): Promise<{ kept: string | undefined }> {
  const target = path.resolve(dataDir);
  const parent = path.dirname(target);
  if (await servedNow(target))
    throw new Error(
      `A running Portico is serving ${target}: stop it before restoring (a backup can be taken while it runs).`,
    );
  const dump = new Blob([await readFile(file)]);
  const lock = existsSync(target) ? lockDataDir(target) : undefined;
  try {
    const staging = await mkdtemp(path.join(parent, `${path.basename(target)}.restoring-`));
    try {
      const restored = await open(staging, dump);
      try {
        await restored.check();
      } finally {
        await restored.close();
      }
      // The backup holds the lock file of the process that wrote it.
      await rm(path.join(staging, LOCK_FILE), { force: true });
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    let kept: string | undefined;
    if (existsSync(target) && (await stat(target)).isDirectory()) {
      kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      lock?.release();
      await rename(target, kept);
      await rm(path.join(kept, LOCK_FILE), { force: true });
    }
    await rename(staging, target);
    return { kept };
  } finally {
    lock?.release();
  }
}

/** Whether a Portico answers backup requests for the directory right now. */
async function servedNow(dataDir: string): Promise<boolean> {
  const socket = backupSocketPath(dataDir);
  if (!socket || !existsSync(socket)) return false;
  return new Promise<boolean>((resolve) => {
    const connection = createConnection(socket);
    connection.on("connect", () => {
      connection.destroy();
      resolve(true);
    });
    connection.on("error", () => resolve(false));
  });
}
