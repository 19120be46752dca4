import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startLocalEdge } from "../deploy/nginx/local";
import { freePort } from "../tests/support/redis-server";
import { loadGenerator, runLoad, type LoadResult } from "./load";

// `npm run bench -- pages`: every kind of cached public page against the static /about of the same
// server (target ≥ 95 % of its req/s), what share of each page's HTML is the inline RSC payload, and the
// reference nginx edge (deploy/nginx) against nginx serving the same bytes from disk (target ≥ 50 %).
// Needs a production server of this build: `npm start` (or BENCH_URL) and Debian's nginx.

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

type Page = { label: string; path: string };

/** One URL of each kind the sitemap lists, found there, so the bench follows the demo content. */
export async function pagesToMeasure(base = BASE): Promise<Page[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
  let urls = await locs(`${base}/sitemap.xml`);
  // A sitemap index lists files of URLs.
  if (urls.every((u) => u.startsWith("/sitemaps/"))) {
    urls = (await Promise.all(urls.map((u) => locs(`${base}${u}`)))).flat();
  }
  const first = (label: string, pattern: RegExp): Page[] => {
    const found = urls.find((u) => pattern.test(u));
    return found ? [{ label, path: found }] : [];
  };
  return [
    { label: "home", path: "/" },
    { label: "blog", path: "/blog" },
    ...first("blog post", /^\/blog\/(?!category\/|tag\/|page\/|search)[^/]+$/),
    ...first("blog category", /^\/blog\/category\/[^/]+$/),
    ...first("blog tag", /^\/blog\/tag\/[^/]+$/),
    { label: "ebooks", path: "/ebooks" },
    ...first("ebook", /^\/ebooks\/(?!category\/)[^/]+$/),
    { label: "tools", path: "/tools" },
    ...first("text tool", /^\/tool\/ai-social-caption-generator$/),
    ...first("PDF tool", /^\/tool\/merge-pdf$/),
    ...first("bio page", /^\/l\/[^/]+$/),
    { label: "sitemap", path: "/sitemap.xml" },
  ];
}

type Body = { bytes: number; gzip: number; rscShare: number; cache: string; html: Buffer };

async function body(pathname: string): Promise<Body> {
  let response: Response | undefined;
  // Twice: the first request may be the one that renders and caches the page.
  for (let i = 0; i < 2; i++) {
    response = await fetch(`${BASE}${pathname}`, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    if (i === 0) await response.arrayBuffer();
  }
  const html = Buffer.from(await response!.arrayBuffer());
  const text = html.toString("utf8");
  // The RSC payload rides in the HTML as inline `self.__next_f.push(…)` scripts, for hydration.
  const rsc = [...text.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
    (n, m) => n + Buffer.byteLength(m[1]!),
    0,
  );
  return {
    bytes: html.byteLength,
    gzip: gzipSync(html).byteLength,
    rscShare: rsc / html.byteLength,
    cache:
      response!.headers.get("x-nextjs-cache") ??
      (/s-maxage/.test(response!.headers.get("cache-control") ?? "") ? "cacheable" : "none"),
    html,
  };
}

const num = (n: number, digits = 0) => n.toFixed(digits).padStart(9);
const pct = (n: number) => `${(n * 100).toFixed(1)} %`.padStart(9);
const failures = (r: LoadResult) => (r.failed ? `  (${r.failed} failed)` : "");

async function benchCachedPages(pages: Page[]): Promise<Map<string, Body>> {
  const bodies = new Map<string, Body>();
  for (const page of [{ label: "static", path: "/about" }, ...pages])
    bodies.set(page.path, await body(page.path));
  console.log(
    `\nCached public pages vs the static /about, ${CONNECTIONS} connections, ${SECONDS} s each (${loadGenerator})`,
  );
  console.log(
    `${"page".padEnd(42)}${"bytes".padStart(9)}${"gzip".padStart(9)}${"RSC".padStart(9)}${"req/s".padStart(9)}${"p99 ms".padStart(9)}${"vs static".padStart(10)}`,
  );
  // /about before and after, their mean the reference: drift on a shared machine falls on both sides.
  const before = await runLoad(`${BASE}/about`, CONNECTIONS, SECONDS);
  const results = new Map<string, LoadResult>();
  for (const page of pages)
    results.set(page.path, await runLoad(`${BASE}${page.path}`, CONNECTIONS, SECONDS));
  const after = await runLoad(`${BASE}/about`, CONNECTIONS, SECONDS);
  const reference = (before.rps + after.rps) / 2;
  const row = (label: string, pathname: string, r: LoadResult) => {
    const b = bodies.get(pathname)!;
    console.log(
      `${`${label} ${pathname}`.slice(0, 30).padEnd(30)}${`(${b.cache})`.padEnd(12)}${num(b.bytes)}${num(b.gzip)}${pct(b.rscShare)}` +
        `${num(r.rps)}${num(r.p99, 1)}${pct(r.rps / reference).padStart(10)}${failures(r)}`,
    );
  };
  row("static", "/about", { ...after, rps: reference });
  let below = 0;
  for (const page of pages) {
    const r = results.get(page.path)!;
    if (r.rps / reference < 0.95) below++;
    row(page.label, page.path, r);
  }
  console.log(
    `target every cached page ≥ 95 % of /about: ${below ? `NOT met (${below} below)` : "met"}` +
      ` (/about ${before.rps.toFixed(0)} req/s before, ${after.rps.toFixed(0)} after)`,
  );
  return bodies;
}

async function benchEdge(upstreamPort: number, bodies: Map<string, Body>, pages: Page[]): Promise<void> {
  const diskPort = await freePort();
  const edge = await startLocalEdge({
    upstreamPort,
    // The same nginx serves the same bytes from disk: the reference the issue names.
    extraServers: `
server {
    listen 127.0.0.1:${diskPort};
    root {dir}/disk;
    default_type text/html;
    location / { try_files $uri/index.html =404; }
}
`,
  });
  const measured = [{ label: "static", path: "/about" }, ...pages.filter((p) => p.label !== "sitemap")];
  try {
    for (const page of measured) {
      // /blog and /blog/<post> both exist: each page is the index.html of its own directory.
      const file = path.join(edge.dir, "disk", page.path, "index.html");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bodies.get(page.path)!.html);
      // Warm the edge: a MISS stores the page, the next requests are HITs.
      for (let i = 0; i < 2; i++) await (await fetch(`${edge.url}${page.path}`)).arrayBuffer();
    }
    console.log(`\nThe reference nginx edge (deploy/nginx) vs the same nginx serving the bytes from disk`);
    console.log(
      `${"page".padEnd(42)}${"edge r/s".padStart(10)}${"disk r/s".padStart(10)}${"edge p99".padStart(10)}${"ratio".padStart(9)}`,
    );
    let below = 0;
    for (const page of measured) {
      const status = (await fetch(`${edge.url}${page.path}`)).headers.get("x-cache-status");
      const viaEdge = await runLoad(`${edge.url}${page.path}`, CONNECTIONS, SECONDS);
      const fromDisk = await runLoad(`http://127.0.0.1:${diskPort}${page.path}`, CONNECTIONS, SECONDS);
      const ratio = viaEdge.rps / fromDisk.rps;
      if (ratio < 0.5) below++;
      console.log(
        `${`${page.label} ${page.path}`.slice(0, 30).padEnd(30)}${`(${status})`.padEnd(12)}${num(viaEdge.rps, 0).padStart(10)}` +
          `${num(fromDisk.rps, 0).padStart(10)}${num(viaEdge.p99, 2).padStart(10)}${pct(ratio)}${failures(viaEdge)}`,
      );
    }
    console.log(`target edge ≥ 50 % of nginx from disk: ${below ? `NOT met (${below} below)` : "met"}`);
  } finally {
    await edge.stop();
  }
}

export async function benchPages(): Promise<void> {
  const health = await fetch(`${BASE}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (!health) {
    console.error(`No server at ${BASE}: start the production build (npm start) or set BENCH_URL.`);
    process.exitCode = 1;
    return;
  }
  const pages = await pagesToMeasure();
  const bodies = await benchCachedPages(pages);
  await benchEdge(Number(new URL(BASE).port || 80), bodies, pages);
}
