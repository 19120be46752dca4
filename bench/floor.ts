import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { mean, runLoad } from "./load";

// `npm run bench -- floor`: the framework's own floor beside us, in one run (DESIGN, The hot path). A bare
// Next.js app of the versions in our node_modules (so of our package-lock) is written to a temp folder:
// static pages of several HTML sizes and a route handler that answers 302, nothing else; it is built and
// served by `next start`. Each of our pages on the running server at BENCH_URL is then loaded alternately
// with the floor page nearest in bytes, at 50 connections, and printed as ours / floor with its target.
// BENCH_CLICK=/l/<slug>/go/<block> adds a bio click against the floor's 302 handler (target 60 %), as the
// signed-out session check every page view makes is always measured. BENCH_DOMAIN=<a verified domain> adds
// its page and, with BENCH_DOMAIN_CLICK=/go/<block>, a click there: requests to this server with that Host,
// as Caddy forwards them. Then
// bench/floor-configured.ts builds it again under our next.config.ts's routing.

export const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
export const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3310);
export const floorBase = `http://localhost:${FLOOR_PORT}`;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
export const CONNECTIONS = 50;
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
 * Writes and builds the bare app (its static pages are prerendered into .next/server/app); `extra` adds
 * pages of its own to the app's folder first (bench/floor-styled.ts).
 */
export function buildFloor(extra?: (app: string) => void): void {
  writeApp();
  extra?.(dir);
  buildApp(dir);
}

/** Builds an app written by writeApp, in its folder, with our node_modules. */
export function buildApp(app: string): void {
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

/** The bytes of the page as the load gets it (with `host` as its Host header when given). */
export async function bytes(url: string, host?: string): Promise<number> {
  // The first view of a cached page after a start is the build's copy, without its critical CSS: the
  // cache stores the page with it then (lib/cache), and every later view, the load's too, gets that.
  await get(url, host);
  return get(url, host);
}

async function get(url: string, host?: string): Promise<number> {
  if (host) return getWithHost(url, host);
  // Once: a kept-alive socket the server closed while the load ran fails the first try ("other side closed").
  const response = await fetch(url, { redirect: "manual" }).catch(() => fetch(url, { redirect: "manual" }));
  if (response.status >= 400) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** fetch() sends the URL's own host whatever it is told: another Host takes node:http. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { host } }, (response) => {
      let length = 0;
      response.on("data", (chunk: Buffer) => (length += chunk.byteLength));
      response.on("end", () =>
        (response.statusCode ?? 500) >= 400
          ? reject(new Error(`GET ${url} (Host: ${host}) answered ${response.statusCode}`))
          : resolve(length),
      );
    }).on("error", reject);
  });
}

interface OurPage {
  label: string;
  path: string;
  target: number;
  floor?: string;
  /** Sent as Host (a creator's domain). */
  host?: string;
}

async function ourPages(): Promise<OurPage[]> {
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
  const host = process.env.BENCH_DOMAIN;
  const onDomain = (label: string, value: string | undefined, target: number, floor?: string) =>
    host && value ? [{ label: `${label} ${host}`, path: value, target, floor, host }] : [];
  return [
    ...pages,
    ...extra("post", process.env.BENCH_POST, 0.85),
    ...extra("bio page", process.env.BENCH_BIO, 0.85),
    ...extra("bio click", process.env.BENCH_CLICK, 0.6, "/go"),
    // A creator's newsletter archive and one of its e-mails: /l/{slug}/newsletter[/{issue}].
    ...extra("bio archive", process.env.BENCH_BIO_ARCHIVE, 0.85),
    ...extra("bio issue", process.env.BENCH_BIO_ISSUE, 0.85),
    ...onDomain("domain page", "/", 0.85),
    ...onDomain("domain click", process.env.BENCH_DOMAIN_CLICK, 0.6, "/go"),
    // What every page view asks once it has hydrated (a signed-out visitor's; lib/auth/signed-out-session.ts).
    { label: "session check", path: "/api/auth/get-session", target: 0.6, floor: "/go" },
  ];
}

/** The floor's static pages and their HTML bytes, once it serves (at `base`). */
export function floorPages(base = floorBase): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    SIZES.map(async (count) => ({ path: `/p${count}`, bytes: await bytes(`${base}/p${count}`) })),
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
      const size = await bytes(new URL(page.path, BASE).href, page.host);
      const floorPath = page.floor ?? nearestFloorPage(size, floorSizes);
      const ours: number[] = [];
      const floor: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        floor.push((await runLoad(`${floorBase}${floorPath}`, CONNECTIONS, SECONDS)).rps);
        ours.push((await runLoad(new URL(page.path, BASE).href, CONNECTIONS, SECONDS, page.host)).rps);
      }
      const ratio = mean(ours) / mean(floor);
      console.log(
        `${page.label} ${page.path}`.slice(0, 40).padEnd(40),
        String(size).padStart(8),
        `${floorPath} ${Math.round(mean(floor))}`.padStart(14),
        String(Math.round(mean(ours))).padStart(10),
        `${Math.round(ratio * 100)} % of floor (target ${page.target * 100} %)${ratio >= page.target ? "" : "  BELOW"}`,
      );
    }
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
