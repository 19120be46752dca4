import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./redis-server";

// A throwaway PostgreSQL cluster (Debian's initdb and pg_ctl, as the page-cache spec starts its own
// redis-server) on a free port, to stop, kill and restart under the site. PostgreSQL refuses to run as root,
// so as root its commands run as the postgres user.

export interface PostgresServer {
  url: string;
  port: number;
  /** `kill -9` on the postmaster: a crash, with connections dropped mid-query. */
  kill(): void;
  /** `pg_ctl stop -m fast`: a clean shutdown, connections closed. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): void;
}

function binaries(): string {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!version) throw new Error("PostgreSQL's server binaries are not installed (Debian: postgresql)");
  return path.join(root, version, "bin");
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binaries();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "creatorkit-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  // Asynchronous, so the code under test goes on running while the server stops and starts.
  const run = async (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    await promisify(execFile)(file, argv, { encoding: "utf8" });
  };
  const data = path.join(dir, "data");
  await run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    // After a kill -9 the old backends may hold shared memory for a moment: the start is retried.
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        return await run("pg_ctl", [
          "-D",
          data,
          "-l",
          path.join(dir, "log"),
          "-o",
          options,
          "-w",
          "-t",
          "20",
          "start",
        ]);
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    kill: () => {
      const pid = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(pid, "SIGKILL");
    },
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    start,
    destroy: () => {
      spawnSync(asRoot ? "runuser" : path.join(bin, "pg_ctl"), [
        ...(asRoot ? ["-u", "postgres", "--", path.join(bin, "pg_ctl")] : []),
        "-D",
        data,
        "-m",
        "immediate",
        "stop",
      ]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
