import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// First-load JavaScript of each PDF tool page before a file is chosen: the scripts the page's HTML loads
// (modern browsers skip the noModule polyfills), plus the chunk holding the tool's screen (loaded by
// React.lazy right after hydration, components/tools/pdf/browser-only.tsx). The worker, pdf.js for the
// thumbnails, the job panel and the file list load only when a file is chosen or a job starts.
// Tool pages are ISR, rendered on first request, so the HTML comes from a running production server
// (`npm start`, or BENCH_URL) of the build in .next.

const PAGES: Record<string, string> = {
  "compress-pdf": "Convert images to grayscale",
  "merge-pdf": "Add a bookmark for each file",
  "split-pdf": "Put all ranges in one PDF",
  "jpg-to-pdf": "One PDF per image",
};
const BUDGET_KB = 150;

export async function reportPdfFirstLoad(root = process.cwd()): Promise<void> {
  const base = process.env.BENCH_URL ?? "http://localhost:3000";
  const chunksDir = path.join(root, ".next", "static", "chunks");
  const html = async (page: string) => {
    const response = await fetch(new URL(page, base)).catch(() => null);
    return response?.ok ? response.text() : null;
  };
  const about = await html("/about");
  if (!existsSync(chunksDir) || about === null) {
    console.log(`\nFirst-load JS: start the production build (npm start, or set BENCH_URL) to measure it.`);
    return;
  }
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(chunksDir, file))).byteLength;
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipped(f), 0) / 1024;
  const chunkFiles = readdirSync(chunksDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".js"));
  // A static page with the same layout: what every page loads (framework, site shell) before its own code.
  const baseline = scriptsOf(about);
  console.log(`\nFirst-load JS of the PDF tool pages, gzipped (budget ${BUDGET_KB} KB)`);
  console.log(`/about, the site's baseline with the same layout: ${sum(baseline).toFixed(1)} KB\n`);
  for (const [slug, marker] of Object.entries(PAGES)) {
    const scripts = scriptsOf((await html(`/tool/${slug}`)) ?? "");
    for (const file of chunkFiles) {
      if (!scripts.has(file) && readFileSync(path.join(chunksDir, file), "utf8").includes(marker))
        scripts.add(file);
    }
    const kb = sum(scripts);
    const ownKb = sum([...scripts].filter((f) => !baseline.has(f)));
    console.log(
      `${slug.padEnd(16)}${kb.toFixed(1).padStart(8)} KB  ${kb <= BUDGET_KB ? "within budget" : "OVER BUDGET"}` +
        `  (beyond /about: ${ownKb.toFixed(1)} KB)`,
    );
  }
}

function scriptsOf(html: string): Set<string> {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/noModule/i.test(t));
  return new Set(
    tags.flatMap((t) => [...t.matchAll(/src="\/_next\/static\/chunks\/([^"?]+)/g)].map((m) => m[1]!)),
  );
}
