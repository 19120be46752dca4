import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/redis-server";
import { stopAndRemove, untilAnswering } from "../local-process";

// creatorkit.conf as shipped, run by Debian's nginx (`NGINX` to use another binary) in a temporary
// directory: only its upstream address, listening address and cache directory are moved. The e2e suite
// checks its caching rules with it; `npm run bench -- pages` measures it. `.ci/run` installs nginx-light.

export type LocalEdge = { url: string; dir: string; stop: () => Promise<void> };

export async function startLocalEdge(options: {
  /** Port of the Next server on 127.0.0.1 that the edge fronts. */
  upstreamPort: number;
  /** More `server { }` blocks for the same nginx (a bench's reference); `{dir}` is the temporary directory. */
  extraServers?: string;
  workers?: number;
}): Promise<LocalEdge> {
  const dir = path.join(os.tmpdir(), `creatorkit-nginx-${process.pid}-${Date.now()}`);
  mkdirSync(path.join(dir, "logs"), { recursive: true });
  const port = await freePort();
  const site = readFileSync(path.join(process.cwd(), "deploy/nginx/creatorkit.conf"), "utf8")
    .replace("127.0.0.1:3000", `127.0.0.1:${options.upstreamPort}`)
    .replace("/var/cache/nginx/creatorkit", path.join(dir, "cache"))
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(dir, "site.conf"), site + (options.extraServers ?? "").replaceAll("{dir}", dir));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off; worker_processes ${options.workers ?? 1}; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; ${temp} include ${dir}/site.conf; }`,
  );
  const nginx = process.env.NGINX ?? "nginx";
  const checked = spawnSync(nginx, ["-t", "-p", dir, "-c", `${dir}/nginx.conf`], { encoding: "utf8" });
  if (checked.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${nginx} -t failed (is nginx installed?): ${checked.stderr}`);
  }
  const server = spawn(nginx, ["-p", dir, "-c", `${dir}/nginx.conf`], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  if (!(await untilAnswering(`${url}/api/health`, server))) {
    server.kill("SIGTERM");
    throw new Error(`nginx did not answer on ${url}: see ${dir}/logs/error.log`);
  }
  return {
    url,
    dir,
    stop: () => stopAndRemove(server, dir),
  };
}
