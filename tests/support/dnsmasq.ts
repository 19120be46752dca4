import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createSocket } from "node:dgram";
import { Resolver } from "node:dns/promises";
import type { AddressInfo } from "node:net";
import { freePort } from "./redis-server";

// Real DNS servers for tests: Debian's dnsmasq (.ci/run installs it) holding a zone given by the test, and
// a UDP socket that never answers. dnsmasq answers only from that zone: no upstream, no /etc/hosts, no
// resolv.conf. Under .test and localhost (the site's host when SITE_URL is unset) what it does not hold is
// NXDOMAIN or NODATA, as a real zone answers (--local); a query for any other name is REFUSED.

export interface Zone {
  txt?: [name: string, value: string][];
  /** A CNAME's target must be a name this zone holds (another CNAME counts): dnsmasq never asks upstream. */
  cname?: [name: string, target: string][];
  a?: [name: string, ip: string][];
  aaaa?: [name: string, ip: string][];
}

export interface DnsServer {
  /** In the form Resolver#setServers takes. */
  server: string;
  stop(): Promise<void>;
}

/** On a free port, unless `options.port` names one (a server started elsewhere was told it). */
export async function startDnsmasq(zone: Zone, options: { port?: number } = {}): Promise<DnsServer> {
  // On its command line dnsmasq splits a TXT value at commas and keeps quotes as they are.
  const odd = zone.txt?.find(([, value]) => /[,"]/.test(value));
  if (odd) throw new Error(`startDnsmasq: no commas or quotes in a TXT value: ${odd[1]}`);
  if (options.port) return startOn(options.port, zone);
  // freePort finds a free TCP port; dnsmasq also needs it on UDP, so a port taken there is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), zone);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

// Answered with a value of this instance's own: another server on the same port (a parallel test's, when
// this one failed to bind) must not pass for it.
const READY = "ready.dnsmasq.test";

async function startOn(port: number, zone: Zone): Promise<DnsServer> {
  const nonce = randomUUID();
  const args = [
    "--keep-in-foreground",
    "--no-resolv",
    "--no-hosts",
    "--conf-file=/dev/null",
    "--pid-file=", // none: the default, /run/dnsmasq.pid, is the system daemon's
    "--log-facility=-",
    "--listen-address=127.0.0.1",
    "--bind-interfaces",
    `--port=${port}`,
    "--local=/test/",
    "--local=/localhost/",
    `--txt-record=${READY},${nonce}`,
    ...(zone.txt ?? []).map(([name, value]) => `--txt-record=${name},${value}`),
    ...(zone.a ?? []).map(([name, ip]) => `--host-record=${name},${ip}`),
    ...(zone.aaaa ?? []).map(([name, ip]) => `--host-record=${name},${ip}`),
    ...(zone.cname ?? []).map(([name, target]) => `--cname=${name},${target}`),
  ];
  const child = spawn(process.env.DNSMASQ ?? "/usr/sbin/dnsmasq", args, {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  child.once("error", (error) => (log += String(error)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const server = `127.0.0.1:${port}`;

  const probe = new Resolver({ timeout: 200, tries: 1 });
  probe.setServers([server]);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`dnsmasq did not start on ${server} (is it installed?):\n${log}`);
    }
    const answer = await probe.resolveTxt(READY).catch(() => []);
    if (answer[0]?.join("") === nonce) return { server, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A resolver's worst case: the query arrives and no answer ever comes. */
export async function startSilentDnsServer(): Promise<DnsServer> {
  const socket = createSocket("udp4");
  socket.on("message", () => {});
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
