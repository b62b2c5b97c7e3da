import { existsSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";

/** A memory file system of at least this size counts as roomy (Docker's default /dev/shm is 64 MB). */
const ROOMY_BYTES = 1024 ** 3;
/** Linux's magic number for tmpfs, as statfs reports the file system's type. */
const TMPFS_MAGIC = 0x01021994;

/** Whether /dev/shm is a memory file system with room for the browser's shared memory and a database. */
export function roomyShm(): boolean {
  if (!existsSync("/dev/shm")) return false;
  const { type, bsize, blocks } = statfsSync("/dev/shm");
  return type === TMPFS_MAGIC && bsize * blocks >= ROOMY_BYTES;
}

/**
 * Where the suite keeps its servers' databases and mail: /dev/shm where it is roomy, else the
 * temporary folder. The data are thrown away after the run, so nothing is lost by keeping them in
 * memory, and each commit of the embedded database then stops waiting on the disk (the suite ran
 * about a tenth faster on a 2-core machine whose temporary folder is on disk).
 */
export function scratchDir(): string {
  return roomyShm() ? "/dev/shm" : tmpdir();
}
