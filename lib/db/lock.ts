import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite is one connection in one process: two processes on one directory lose rows silently
// (DESIGN, pitfalls). A pid file next to the directory makes the second one fail loudly instead.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process other than this one that has `dir` open, if any. */
export function directoryLockHolder(dir: string): number | null {
  const lockFile = `${dir}.lock`;
  if (!existsSync(lockFile)) return null;
  const holder = Number(readFileSync(lockFile, "utf8").trim());
  return holder && holder !== process.pid && isAlive(holder) ? holder : null;
}

export function acquireDirectoryLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const holder = directoryLockHolder(dir);
  if (holder) {
    throw new Error(
      `The embedded database at ${dir} is in use by process ${holder}. ` +
        "Stop that process first (only one process may open it), or set DATABASE_URL to a PostgreSQL server.",
    );
  }
  writeFileSync(lockFile, String(process.pid));
  const release = () => {
    process.removeListener("exit", release);
    try {
      if (existsSync(lockFile) && readFileSync(lockFile, "utf8").trim() === String(process.pid))
        rmSync(lockFile);
    } catch {
      // The process is exiting; a stale lock is detected by its dead pid next time.
    }
  };
  process.once("exit", release);
  return release;
}
