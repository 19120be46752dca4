import { spawnSync } from "node:child_process";
import autocannon from "autocannon";

// One load run: wrk when it is installed (C, so the load generator is not what limits a fast server such
// as nginx; Debian's `wrk`), otherwise autocannon. No Accept-Encoding either way: bodies travel as stored.

export type LoadResult = { rps: number; p50: number; p99: number; failed: number };

export const loadGenerator = spawnSync("wrk", ["--version"]).error ? "autocannon" : "wrk";

/** `host`: the Host header to send instead of the URL's (a creator's domain served by the same server). */
export async function runLoad(
  url: string,
  connections: number,
  seconds: number,
  host?: string,
): Promise<LoadResult> {
  if (loadGenerator === "wrk") return runWrk(url, connections, seconds, host);
  const headers = host ? { host } : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function runWrk(url: string, connections: number, seconds: number, host?: string): LoadResult {
  const header = host ? ["-H", `Host: ${host}`] : [];
  const out = spawnSync("wrk", ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", ...header, url], {
    encoding: "utf8",
  }).stdout;
  const ms = (percentile: string) => {
    const match = out.match(new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m"));
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  const count = (pattern: RegExp) => Number(out.match(pattern)?.[1] ?? 0);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p50: ms("50"),
    p99: ms("99"),
    failed:
      count(/Non-2xx or 3xx responses:\s+(\d+)/) +
      count(/Socket errors: connect (\d+)/) +
      count(/timeout (\d+)/),
  };
}

/** The middle of several runs' figures: one slow or lucky run does not move it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The mean of alternating rounds' figures. */
export const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
