import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` and the page cache handler run our TypeScript compiled by scripts/compiled.mjs, in plain Node
// with no TypeScript loader (docs/performance.md). These tests load them as Node does there: a fresh `node`
// process, no tsx, no vitest transform.

const dataDir = mkdtempSync(path.join(tmpdir(), "creatorkit-compiled-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function node(script: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: "", REDIS_URL: "" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const ROUND_TRIP = `
  const { default: CacheHandler } = await import("./cache-handler.mjs");
  const handler = new CacheHandler({ revalidatedTags: [], _requestHeaders: {} });
  const value = { kind: "APP_PAGE", html: "<p>cached</p>", rscData: Buffer.from([1, 2]), status: 200, headers: {} };
  await handler.set("/compiled", value, { cacheControl: { revalidate: 60 }, isFallback: false });
  const hit = await handler.get("/compiled", { kind: "APP_PAGE", isFallback: false });
  console.log(JSON.stringify({ html: hit?.value?.html, rsc: [...(hit?.value?.rscData ?? [])], revalidate: hit?.cacheControl?.revalidate }));
`;

describe("TypeScript compiled for plain Node", () => {
  it("cache-handler.mjs gives Next a working page cache handler without a TypeScript loader", async () => {
    const result = await node(ROUND_TRIP);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ html: "<p>cached</p>", rsc: [1, 2], revalidate: 60 });
  });

  it("processes loading it at the same moment (Next's build workers) each get a whole file", async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => node(ROUND_TRIP)));
    for (const result of results) {
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).html).toBe("<p>cached</p>");
    }
    // Every process renamed its own file into place: none is left half-written beside the result.
    const folder = path.join("node_modules", ".cache", "creatorkit");
    expect(readdirSync(folder).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(readdirSync(folder)).toContain("lib-cache-handler.mjs");
  });

  it("npm start runs in plain Node, not through tsx", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe("node scripts/start.mjs");
  });
});
