import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
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

/** Loads the fixture entry and says whether that compiled it or reused an earlier compile. */
const LOAD_FIXTURE = `
  const { importCompiled } = await import("./scripts/compiled.mjs");
  await importCompiled("tests/fixtures/compiled/entry.ts");
  console.log(process.env.ESBUILD_WORKER_THREADS ? "compiled" : "reused");`;

describe("TypeScript compiled for plain Node", () => {
  it("cache-handler.mjs gives Next a working page cache handler without a TypeScript loader", async () => {
    const result = await node(ROUND_TRIP);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ html: "<p>cached</p>", rsc: [1, 2], revalidate: 60 });
  });

  it("the cache handler of a server without Redis does not load the Redis client", async () => {
    // The client is CommonJS, so once imported it is in require's cache.
    const result = await node(`${ROUND_TRIP}
      const { createRequire } = await import("node:module");
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(loaded.filter((file) => /[\\/]node_modules[\\/](@redis|redis)[\\/]/.test(file))));
    `);
    expect(result.code, result.stderr).toBe(0);
    const [served, redis] = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(served.html).toBe("<p>cached</p>");
    expect(redis).toEqual([]);
  });

  it("processes loading it at the same moment (Next's build workers) each get a whole file", async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => node(ROUND_TRIP)));
    for (const result of results) {
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).html).toBe("<p>cached</p>");
    }
    // Every process compiled into a directory of its own and renamed it into place whole: none is left
    // half-written beside the result, and the record names a directory that is there.
    const folder = path.join("node_modules", ".cache", "creatorkit");
    expect(readdirSync(folder).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    const record = JSON.parse(readFileSync(path.join(folder, "lib-cache-handler.json"), "utf8")) as {
      dir: string;
      entry: string;
    };
    expect(readdirSync(path.join(folder, record.dir))).toContain(record.entry);
  });

  it("a start with its sources unchanged runs no compiler", async () => {
    await node(ROUND_TRIP);
    // Set only on the way to compiling (scripts/compiled.mjs): unset, esbuild was never loaded.
    const again = await node(
      `${ROUND_TRIP}; console.log(process.env.ESBUILD_WORKER_THREADS ?? "no compile");`,
    );
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim().split("\n").at(-1)).toBe("no compile");
  });

  it("a source saved since the last compile is compiled again", async () => {
    await node(LOAD_FIXTURE);
    expect((await node(LOAD_FIXTURE)).stdout.trim()).toBe("reused");
    const part = path.join("tests", "fixtures", "compiled", "part.ts");
    utimesSync(part, new Date(), new Date()); // saved again, as an editor does
    expect((await node(LOAD_FIXTURE)).stdout.trim()).toBe("compiled");
  });

  it("a compile of another checkout's sources (its node_modules copied here) is not reused", async () => {
    await node(LOAD_FIXTURE);
    expect((await node(LOAD_FIXTURE)).stdout.trim()).toBe("reused");
    const file = path.join("node_modules", ".cache", "creatorkit", "tests-fixtures-compiled-entry.json");
    const record = JSON.parse(readFileSync(file, "utf8")) as { root: string };
    writeFileSync(file, JSON.stringify({ ...record, root: "/elsewhere/creatorkit" }));
    expect((await node(LOAD_FIXTURE)).stdout.trim()).toBe("compiled");
  });

  it("what a module imports dynamically loads when first needed, not at start", async () => {
    const result = await node(`
      const { importCompiled } = await import("./scripts/compiled.mjs");
      const { loadPart } = await importCompiled("tests/fixtures/compiled/entry.ts");
      const before = globalThis.partLoaded ?? false;
      const { part } = await loadPart();
      console.log(JSON.stringify({ before, after: globalThis.partLoaded, part }));
    `);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ before: false, after: true, part: "loaded" });
  });

  it("npm start runs in plain Node, not through tsx, with V8's heap sized for a small server", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe("node --max-old-space-size=512 scripts/start.mjs");
  });
});
