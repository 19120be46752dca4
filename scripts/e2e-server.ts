import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { applyPortFlag } from "./port-flag";

// The e2e web server: a production build made while the database is unreachable (any query during the
// build fails it), then `npm start`'s own path on a fresh data directory.

// Served as the README starts it (`npm start -- -p <port>`, no SITE_URL), so absolute URLs must follow the port.
applyPortFlag();
const root = process.cwd();
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data/e2e");
rmSync(dataDir, { recursive: true, force: true });
// This build is made here, for this port: start.ts must not compare it with a previous `npm start`'s.
rmSync(path.join(root, ".next", "creatorkit-build-settings"), { force: true });

const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const build = spawnSync(process.execPath, [next, "build"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: "postgres://127.0.0.1:9/unreachable" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const start = spawnSync(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env: process.env });
process.exit(start.status ?? 1);
