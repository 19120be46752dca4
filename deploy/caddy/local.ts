import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/redis-server";
import { stopAndRemove, untilAnswering } from "../local-process";

// The Caddyfile as shipped, run by Debian's caddy (`CADDY` to use another binary) in a temporary
// directory: its site address becomes plain HTTP on a free loopback port and its upstream (and the ask of
// on-demand TLS) the given port; creators' domains are served on another free port with certificates from
// Caddy's own CA (`tls internal`) rather than an ACME CA; its admin endpoint is off, its state stays in
// that directory, and it never touches the system's trust store. `.ci/run` installs caddy.

export type LocalCaddy = {
  url: string;
  /** Where creators' domains are served over HTTPS. */
  httpsPort: number;
  /** Caddy's own CA (PEM): its root, and the intermediate that signs the domains' certificates. */
  authority: () => { root: string; intermediate: string };
  stop: () => Promise<void>;
};

export async function startLocalCaddy(options: { upstreamPort: number }): Promise<LocalCaddy> {
  const dir = path.join(os.tmpdir(), `creatorkit-caddy-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const [port, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const shipped = readFileSync(path.join(process.cwd(), "deploy/caddy/Caddyfile"), "utf8");
  const local = shipped
    .replace("{$SITE_HOST:localhost}", url)
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${options.upstreamPort}`)
    .replace("\ttls {\n\t\ton_demand", "\ttls internal {\n\t\ton_demand")
    .replace(
      /^\{\n/m,
      `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n`,
    );
  if (!local.includes("tls internal") || !local.includes("skip_install_trust"))
    throw new Error("deploy/caddy/Caddyfile changed: deploy/caddy/local.ts no longer finds what it adapts");
  const config = path.join(dir, "Caddyfile");
  writeFileSync(config, local);
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
  const authorityDir = path.join(dir, "caddy", "pki", "authorities", "local");
  return {
    url,
    httpsPort,
    authority: () => {
      const read = (name: string) => {
        const file = path.join(authorityDir, name);
        if (!existsSync(file))
          throw new Error(`caddy has no ${name} yet (it makes its CA when first needed)`);
        return readFileSync(file, "utf8");
      };
      return { root: read("root.crt"), intermediate: read("intermediate.crt") };
    },
    stop: () => stopAndRemove(server, dir),
  };
}
