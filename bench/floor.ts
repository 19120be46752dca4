import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runLoad } from "./load";

// `npm run bench -- floor`: the framework's own floor beside us, in one run (DESIGN, The hot path). A bare
// Next.js app of the versions in our node_modules (so of our package-lock) is written to a temp folder:
// static pages of several HTML sizes and a route handler that answers 302, nothing else; it is built and
// served by `next start`. Each of our pages on the running server at BENCH_URL is then loaded alternately
// with the floor page nearest in bytes, at 50 connections, and printed as ours / floor with its target.
// BENCH_CLICK=/l/<slug>/go/<block> adds a bio click against the floor's 302 handler (target 60 %). Last,
// the floor is built again under our next.config.ts's routing, to tell the framework's cost of the features
// we configure from our own code's (benchConfiguredFloor).

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3310);
export const floorBase = `http://localhost:${FLOOR_PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const root = process.cwd();
const dir = path.join(tmpdir(), "creatorkit-floor");

// Paragraphs per floor page: about 20, 31, 54, 64 and 77 KB of HTML with Next's RSC payload.
const SIZES = [30, 50, 88, 105, 127];
const PARAGRAPH =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.";

export const floorDir = dir;

export function writeApp(app = dir): void {
  rmSync(app, { recursive: true, force: true });
  mkdirSync(path.join(app, "app", "go"), { recursive: true });
  writeFileSync(path.join(app, "package.json"), '{ "name": "floor", "private": true, "type": "module" }\n');
  writeFileSync(
    path.join(app, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["dom", "esnext"],
        jsx: "react-jsx",
        module: "esnext",
        moduleResolution: "bundler",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
      },
      include: ["**/*.ts", "**/*.tsx"],
      exclude: ["node_modules"],
    }),
  );
  writeFileSync(
    path.join(app, "app", "layout.tsx"),
    'export default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  for (const count of SIZES) {
    mkdirSync(path.join(app, "app", `p${count}`));
    const paragraphs = Array.from({ length: count }, (_, i) => `<p>${i}: ${PARAGRAPH}</p>`).join("\n");
    writeFileSync(
      path.join(app, "app", `p${count}`, "page.tsx"),
      `export default function Page() {\n  return (<main><h1>Floor</h1>\n${paragraphs}\n</main>);\n}\n`,
    );
  }
  writeFileSync(
    path.join(app, "app", "go", "route.ts"),
    'export function GET() {\n  return new Response(null, { status: 302, headers: { location: "https://example.com/", "cache-control": "no-store" } });\n}\n',
  );
}

// Hard links: Turbopack refuses a node_modules outside the app's folder (a symlink), and a copy is slow.
export function copyModules(app = dir): void {
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(app, "node_modules")]);
  if (linked.status !== 0) throw new Error("cp -al node_modules failed");
}

const floorNext = (app = dir) => path.join(app, "node_modules", "next", "dist", "bin", "next");

/**
 * Our stylesheets and preloaded web fonts as a page of ours loads them: the floor's `/styled/p50` is its
 * `/p50` with them added (the fonts served by the floor itself, as ours are), so a first paint can be told
 * apart into what any styled Next.js page pays and what is ours.
 */
export type Styling = { css: string; fonts: { name: string; bytes: ArrayBuffer }[] };

function writeStyled({ css, fonts }: Styling): void {
  const styled = path.join(dir, "app", "styled");
  mkdirSync(path.join(styled, "p50"), { recursive: true });
  mkdirSync(path.join(dir, "public", "fonts"), { recursive: true });
  for (const font of fonts)
    writeFileSync(path.join(dir, "public", "fonts", font.name), Buffer.from(font.bytes));
  writeFileSync(path.join(styled, "style.css"), css);
  const preloads = fonts.map(
    ({ name }) => `  preload("/fonts/${name}", { as: "font", type: "font/woff2", crossOrigin: "" });\n`,
  );
  writeFileSync(
    path.join(styled, "layout.tsx"),
    `import { preload } from "react-dom";\nimport "./style.css";\n\nexport default function Styled({ children }: { children: React.ReactNode }) {\n${preloads.join("")}  return children;\n}\n`,
  );
  writeFileSync(path.join(styled, "p50", "page.tsx"), `export { default } from "../../p50/page";\n`);
}

/** The stylesheets and preloaded fonts of a page on the server at `base`. */
export async function stylingOf(base: string, page = "/"): Promise<Styling> {
  const get = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response;
  };
  const html = await (await get(new URL(page, base).href)).text();
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => new URL(m[1]!, base).href);
  const fontUrls = hrefs(/<link rel="preload" href="([^"]+)" as="font"/g);
  const fonts = await Promise.all(
    fontUrls.map(async (url) => ({
      name: path.basename(new URL(url).pathname),
      bytes: await (await get(url)).arrayBuffer(),
    })),
  );
  // A font the sheet names by a relative URL is one of the preloaded fonts, now under the floor's /fonts.
  const sheets = await Promise.all(
    hrefs(/<link rel="stylesheet" href="([^"]+)"/g).map(async (url) =>
      (await (await get(url)).text()).replace(
        /url\((?!data:)["']?([^)"']+)["']?\)/g,
        (_, ref: string) => `url(/fonts/${path.basename(ref)})`,
      ),
    ),
  );
  // Our <html> element's classes (next/font's, which name the font) applied to the floor's root element.
  const css = sheets.join("\n");
  const htmlClasses = html.match(/<html[^>]* class="([^"]+)"/)?.[1]?.split(" ") ?? [];
  const rootRules = htmlClasses.map((name) => css.match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1] ?? "");
  return { css: `${css}\n:root{${rootRules.join(";")}}`, fonts };
}

/** Writes and builds the bare app (its static pages are prerendered into .next/server/app). */
export function buildFloor(styling?: Styling): void {
  writeApp();
  if (styling) writeStyled(styling);
  build(dir);
}

function build(app: string): void {
  copyModules(app);
  const built = spawnSync(process.execPath, [floorNext(app), "build"], { cwd: app, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`the floor app did not build:\n${built.stdout}${built.stderr}`);
}

export async function startFloor(app = dir, port = FLOOR_PORT): Promise<ChildProcess> {
  const server = spawn(process.execPath, [floorNext(app), "start", "-p", String(port)], { cwd: app });
  // Ready once its route handler answers. That first dynamic request also turns on Node 20's
  // AsyncLocalStorage hooks, as on any live site (ours too): before it the same page serves ~20 % more.
  for (let i = 0; i < 100; i++) {
    const answered = await fetch(`http://localhost:${port}/go`, { redirect: "manual" }).catch(() => null);
    if (answered?.status) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the floor app did not start");
}

// The same bare app under our next.config.ts's routing: its headers() and rewrites() as they resolve here,
// and a cache handler that only keeps a Map (Next imports any cacheHandler again on every request). What
// a page pays for these features of the framework, before any code of ours runs.
const configuredDir = `${dir}-configured`;
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
    `import path from "node:path";\n\nexport default {\n  poweredByHeader: false,\n  cacheHandler: path.resolve(import.meta.dirname, "cache-handler.mjs"),\n  headers: async () => (${headers}),\n  rewrites: async () => (${rewrites}),\n};\n`,
  );
  build(configuredDir);
}

/** `/about` against the floor's /p50, bare and under our next.config.ts, alternately. */
async function benchConfiguredFloor(): Promise<void> {
  await buildConfiguredFloor();
  const server = await startFloor(configuredDir, CONFIGURED_PORT);
  try {
    const targets = {
      bare: `${floorBase}/p50`,
      configured: `http://localhost:${CONFIGURED_PORT}/p50`,
      ours: new URL("/about", BASE).href,
    };
    const rps: Record<keyof typeof targets, number[]> = { bare: [], configured: [], ours: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        rps[name].push((await runLoad(url, CONNECTIONS, SECONDS)).rps);
      }
    }
    const mean = (name: keyof typeof targets) => rps[name].reduce((a, b) => a + b, 0) / ROUNDS;
    const percent = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;
    console.log(
      `\nthe floor's /p50 under our next.config.ts (headers, rewrites, a cache handler): ${Math.round(mean("configured"))} req/s, ${percent(mean("configured"), mean("bare"))} of the bare /p50's ${Math.round(mean("bare"))};`,
    );
    console.log(
      `/about ${Math.round(mean("ours"))} req/s: ${percent(mean("ours"), mean("bare"))} of the bare floor, ${percent(mean("ours"), mean("configured"))} of the configured one`,
    );
  } finally {
    server.kill();
  }
}

export async function bytes(url: string): Promise<number> {
  // Once: a kept-alive socket the server closed while the load ran fails the first try ("other side closed").
  const response = await fetch(url, { redirect: "manual" }).catch(() => fetch(url, { redirect: "manual" }));
  if (response.status >= 400) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

async function ourPages(): Promise<{ label: string; path: string; target: number; floor?: string }[]> {
  const pages = [
    { label: "home", path: "/" },
    { label: "about", path: "/about" },
    { label: "blog", path: "/blog" },
    { label: "ebooks", path: "/ebooks" },
    { label: "tools", path: "/tools" },
    { label: "text tool", path: "/tool/ai-hashtag-generator" },
    { label: "PDF tool", path: "/tool/compress-pdf" },
  ].map((page) => ({ ...page, target: 0.85 }));
  const extra = (label: string, value: string | undefined, target: number, floor?: string) =>
    value ? [{ label, path: value, target, floor }] : [];
  return [
    ...pages,
    ...extra("post", process.env.BENCH_POST, 0.85),
    ...extra("bio page", process.env.BENCH_BIO, 0.85),
    ...extra("bio click", process.env.BENCH_CLICK, 0.6, "/go"),
  ];
}

/** The floor's static pages and their HTML bytes, once it serves. */
export function floorPages(): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    SIZES.map(async (count) => ({ path: `/p${count}`, bytes: await bytes(`${floorBase}/p${count}`) })),
  );
}

/** The floor page nearest in bytes to a page of `size`. */
export function nearestFloorPage(size: number, pages: { path: string; bytes: number }[]): string {
  return pages.reduce((a, b) => (Math.abs(b.bytes - size) < Math.abs(a.bytes - size) ? b : a)).path;
}

export async function benchFloor(): Promise<void> {
  buildFloor();
  const server = await startFloor();
  try {
    const floorSizes = await floorPages();
    console.log(`floor: next ${await nextVersion()}, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS}`);
    console.log("page".padEnd(40), "bytes".padStart(8), "floor".padStart(14), "ours r/s".padStart(10));
    for (const page of await ourPages()) {
      const size = await bytes(new URL(page.path, BASE).href);
      const floorPath = page.floor ?? nearestFloorPage(size, floorSizes);
      const ours: number[] = [];
      const floor: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        floor.push((await runLoad(`${floorBase}${floorPath}`, CONNECTIONS, SECONDS)).rps);
        ours.push((await runLoad(new URL(page.path, BASE).href, CONNECTIONS, SECONDS)).rps);
      }
      const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
      const ratio = mean(ours) / mean(floor);
      console.log(
        `${page.label} ${page.path}`.slice(0, 40).padEnd(40),
        String(size).padStart(8),
        `${floorPath} ${Math.round(mean(floor))}`.padStart(14),
        String(Math.round(mean(ours))).padStart(10),
        `${Math.round(ratio * 100)} % of floor (target ${page.target * 100} %)${ratio >= page.target ? "" : "  BELOW"}`,
      );
    }
    await benchConfiguredFloor();
  } finally {
    server.kill();
  }
}

async function nextVersion(): Promise<string> {
  const file = path.join(dir, "node_modules", "next", "package.json");
  return existsSync(file)
    ? ((await import(file, { with: { type: "json" } })).default.version as string)
    : "?";
}
