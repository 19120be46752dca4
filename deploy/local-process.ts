import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * Whether the process `child` started answers 200 on `url` within `timeoutMs` (false once it has exited or
 * the time is up): the local runs of the reference proxies (deploy/nginx, deploy/caddy) and the e2e
 * suite's extra servers.
 */
export async function untilAnswering(url: string, child: ChildProcess, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Stops `child` (SIGTERM, then waits for it to exit) and removes its temporary directory. */
export async function stopAndRemove(child: ChildProcess, dir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
