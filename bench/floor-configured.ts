import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  BASE,
  buildApp,
  CONNECTIONS,
  FLOOR_PORT,
  floorBase,
  floorDir,
  ROUNDS,
  SECONDS,
  startFloor,
  writeApp,
} from "./floor";
import { mean, runLoad } from "./load";

// `npm run bench -- floor`, last: what the features we configure cost the framework's own floor.

// The same bare app under our next.config.ts's routing: its headers() and rewrites() as they resolve here,
// its ETag setting, and a cache handler that only keeps a Map (Next imports any cacheHandler again on every
// request). What a page pays for these features of the framework, before any code of ours runs.
const configuredDir = `${floorDir}-configured`;
const CONFIGURED_PORT = FLOOR_PORT + 1;
const MAP_CACHE_HANDLER = `const entries = new Map();
export default class CacheHandler {
  async get(key) { return entries.get(key) ?? null; }
  async set(key, value, ctx) { entries.set(key, { value, lastModified: Date.now(), cacheControl: ctx.cacheControl }); }
  async revalidateTag() {}
  resetRequestCache() {}
}
`;

async function buildConfiguredFloor(): Promise<void> {
  const { default: config } = await import("../next.config");
  writeApp(configuredDir);
  writeFileSync(path.join(configuredDir, "cache-handler.mjs"), MAP_CACHE_HANDLER);
  const headers = JSON.stringify(await config.headers!());
  const rewrites = JSON.stringify(await config.rewrites!());
  writeFileSync(
    path.join(configuredDir, "next.config.mjs"),
    `import path from "node:path";\n\nexport default {\n  poweredByHeader: false,\n  generateEtags: ${config.generateEtags ?? true},\n  cacheHandler: path.resolve(import.meta.dirname, "cache-handler.mjs"),\n  headers: async () => (${headers}),\n  rewrites: async () => (${rewrites}),\n};\n`,
  );
  buildApp(configuredDir);
}

/**
 * `/about` against the floor's /p50, bare and under our next.config.ts, alternately (after benchFloor,
 * which built the bare floor).
 */
export async function benchConfiguredFloor(): Promise<void> {
  await buildConfiguredFloor();
  const bareServer = await startFloor();
  const server = await startFloor(configuredDir, CONFIGURED_PORT).catch((error: Error) => {
    bareServer.kill();
    throw error;
  });
  try {
    const targets = {
      bare: `${floorBase}/p50`,
      configured: `http://localhost:${CONFIGURED_PORT}/p50`,
      ours: new URL("/about", BASE).href,
    };
    // Both floors have just started: a short load first, uncounted, so their code is compiled by the JIT.
    for (const url of [targets.bare, targets.configured]) await runLoad(url, CONNECTIONS, 2);
    const rps: Record<keyof typeof targets, number[]> = { bare: [], configured: [], ours: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        rps[name].push((await runLoad(url, CONNECTIONS, SECONDS)).rps);
      }
    }
    const [bare, configured, ours] = [mean(rps.bare), mean(rps.configured), mean(rps.ours)];
    const percent = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;
    console.log(
      `\nthe floor's /p50 under our next.config.ts (headers, rewrites, a cache handler): ${Math.round(configured)} req/s, ${percent(configured, bare)} of the bare /p50's ${Math.round(bare)};`,
    );
    console.log(
      `/about ${Math.round(ours)} req/s: ${percent(ours, bare)} of the bare floor, ${percent(ours, configured)} of the configured one`,
    );
  } finally {
    server.kill();
    bareServer.kill();
  }
}
