import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { untilAnswering } from "../../../deploy/local-process";

// A second server from the suite's production build, on its own port and fresh data directory, to check
// behaviour that depends on how the app is served (`npm start` vs `next start`) and on its settings.

const root = process.cwd();
const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

export interface ExtraServer {
  baseURL: string;
  /** What the server printed so far, for a failing test's report. */
  output(): string;
  stop(): Promise<void>;
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  output: () => string,
  readyPath: string,
): Promise<void> {
  if (await untilAnswering(baseURL + readyPath, child, 120_000)) return;
  throw new Error(
    child.exitCode !== null
      ? `server exited with ${child.exitCode}:\n${output()}`
      : `server at ${baseURL} did not become healthy:\n${output()}`,
  );
}

export async function startExtraServer(options: {
  server: "npm start" | "next start";
  port: number;
  /** DATABASE_URL here shares a PostgreSQL database; by default each server has its own PGlite. */
  env: Record<string, string>;
  /** `next start` only: load the demo content and the admin account after migrating. */
  seed?: boolean;
  /** The page whose 200 says the server is up: /api/health, unless its database is meant to be away. */
  readyPath?: string;
}): Promise<ExtraServer> {
  const baseURL = `http://localhost:${options.port}`;
  const dataDir = path.join(root, ".data", `e2e-extra-${options.port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ...options.env,
    PORT: String(options.port),
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    DATABASE_URL: options.env.DATABASE_URL ?? "",
  };
  if (options.server === "next start") {
    // `next start` only serves: the database is migrated first, as a deployment would.
    const migrated = spawnSync(process.execPath, [tsx, "scripts/migrate.ts"], { env, encoding: "utf8" });
    if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stderr}`);
    if (options.seed) {
      const seeded = spawnSync(process.execPath, [tsx, "scripts/seed.ts"], { env, encoding: "utf8" });
      if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
    }
  }
  const args =
    options.server === "next start" ? [nextBin, "start", "-p", String(options.port)] : ["scripts/start.mjs"];
  // A server left over on this port would answer the health check in this one's place.
  if (
    await fetch(`${baseURL}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${options.port} is already in use`);
  }
  const child = spawn(process.execPath, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, () => output, options.readyPath ?? "/api/health");
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, output: () => output, stop };
}
