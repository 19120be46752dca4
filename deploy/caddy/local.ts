import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/redis-server";
import { stopAndRemove, untilAnswering } from "../local-process";

// The Caddyfile as shipped, run by Debian's caddy (`CADDY` to use another binary) in a temporary
// directory: only its site address (plain HTTP on a free loopback port) and its upstream are moved, its
// admin endpoint is off and its state stays in that directory. `.ci/run` installs caddy.

export type LocalCaddy = { url: string; stop: () => Promise<void> };

export async function startLocalCaddy(options: { upstreamPort: number }): Promise<LocalCaddy> {
  const dir = path.join(os.tmpdir(), `creatorkit-caddy-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = readFileSync(path.join(process.cwd(), "deploy/caddy/Caddyfile"), "utf8")
    .replace("{$SITE_HOST:localhost}", url)
    .replace("127.0.0.1:3000", `127.0.0.1:${options.upstreamPort}`);
  const config = path.join(dir, "Caddyfile");
  writeFileSync(config, `{\n\tadmin off\n}\n\n${site}`);
  const caddy = process.env.CADDY ?? "caddy";
  const env = { ...process.env, HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir };
  const checked = spawnSync(caddy, ["validate", "--config", config, "--adapter", "caddyfile"], {
    encoding: "utf8",
    env,
  });
  if (checked.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${caddy} validate failed (is caddy installed?): ${checked.stderr}`);
  }
  const server = spawn(caddy, ["run", "--config", config, "--adapter", "caddyfile"], {
    env,
    stdio: "ignore",
  });
  if (!(await untilAnswering(`${url}/api/health`, server))) {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`caddy did not answer on ${url}`);
  }
  return {
    url,
    stop: () => stopAndRemove(server, dir),
  };
}
