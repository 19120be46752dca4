import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/redis-server";
import { E2E_PORT } from "./helpers/constants";

// deploy/nginx/creatorkit.conf as shipped (only its addresses and cache directory moved), run by Debian's
// nginx in front of the suite's server: public pages cached by their Cache-Control, never for a signed-in
// visitor or an admin page. `.ci/run` installs nginx-light.

test("the reference nginx caches public pages only, and never for signed-in visitors", async ({
  request,
}) => {
  const dir = path.join(os.tmpdir(), `creatorkit-nginx-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "logs"), { recursive: true });
  const port = await freePort();
  const site = readFileSync(path.join(process.cwd(), "deploy/nginx/creatorkit.conf"), "utf8")
    .replace("127.0.0.1:3000", `127.0.0.1:${E2E_PORT}`)
    .replace("/var/cache/nginx/creatorkit", path.join(dir, "cache"))
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 128; }
http { access_log off; ${temp} include ${dir}/site.conf; }`,
  );
  const nginx = process.env.NGINX ?? "nginx";
  const checked = spawnSync(nginx, ["-t", "-p", dir, "-c", `${dir}/nginx.conf`], { encoding: "utf8" });
  expect(checked.status, `${nginx} -t (is nginx installed?): ${checked.stderr}`).toBe(0);
  const server = spawn(nginx, ["-p", dir, "-c", `${dir}/nginx.conf`], { stdio: "ignore" });
  try {
    const edge = `http://127.0.0.1:${port}`;
    await expect
      .poll(() =>
        request.get(`${edge}/about`).then(
          (r) => r.status(),
          () => 0,
        ),
      )
      .toBe(200);
    const status = async (url: string, headers: Record<string, string> = {}) =>
      (await request.get(`${edge}${url}`, { headers })).headers()["x-cache-status"];

    const post = "/blog/getting-started-with-ai-content-creation";
    await status(post);
    expect(await status(post)).toBe("HIT");
    expect(await status(post, { cookie: "better-auth.session_token=abc.def" })).toBe("BYPASS");
    expect(await status(post, { cookie: "__Secure-better-auth.session_token=abc.def" })).toBe("BYPASS");
    // HTML and the RSC payload of one URL are separate entries.
    const rsc = await request.get(`${edge}${post}`, { headers: { rsc: "1" } });
    expect(rsc.headers()["content-type"]).toContain("text/x-component");
    expect((await request.get(`${edge}${post}`)).headers()["content-type"]).toContain("text/html");

    for (const url of ["/admin/login", "/login", "/dashboard"]) {
      await status(url);
      expect(await status(url), url).toBe("BYPASS");
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
