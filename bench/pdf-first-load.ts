import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// First-load JavaScript of each PDF tool page before a file is chosen, measured from `next build`'s output:
// the scripts the prerendered page's HTML loads, plus the chunk holding the tool's screen (loaded by
// next/dynamic right after hydration). The worker and the PDF libraries load only when a job starts.

const PAGES: Record<string, string> = {
  "compress-pdf": "Convert images to grayscale",
  "merge-pdf": "Add a bookmark for each file",
  "split-pdf": "Put all ranges in one PDF",
  "jpg-to-pdf": "One PDF per image",
};
const BUDGET_KB = 150;

export function reportPdfFirstLoad(root = process.cwd()): void {
  const next = path.join(root, ".next");
  const chunksDir = path.join(next, "static", "chunks");
  if (!existsSync(chunksDir)) {
    console.log("\nFirst-load JS: no build found; run `npm run build` first.");
    return;
  }
  const gzipped = (file: string) => gzipSync(readFileSync(file)).byteLength;
  const chunkFiles = readdirSync(chunksDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".js"));
  // A static page with the same layout: what every page loads (framework, site shell) before its own code.
  const baseline = scriptsOf(readFileSync(path.join(next, "server", "app", "about.html"), "utf8"));
  const baselineKb = [...baseline].reduce((sum, f) => sum + gzipped(path.join(chunksDir, f)), 0) / 1024;
  console.log(`\nFirst-load JS of the PDF tool pages, gzipped (budget ${BUDGET_KB} KB)`);
  console.log(`/about, the site's baseline with the same layout: ${baselineKb.toFixed(1)} KB\n`);
  for (const [slug, marker] of Object.entries(PAGES)) {
    const html = readFileSync(path.join(next, "server", "app", "tool", `${slug}.html`), "utf8");
    const scripts = scriptsOf(html);
    for (const file of chunkFiles) {
      if (!scripts.has(file) && readFileSync(path.join(chunksDir, file), "utf8").includes(marker))
        scripts.add(file);
    }
    const sum = (files: string[]) => files.reduce((total, f) => total + gzipped(path.join(chunksDir, f)), 0);
    const kb = sum([...scripts]) / 1024;
    const ownKb = sum([...scripts].filter((f) => !baseline.has(f))) / 1024;
    console.log(
      `${slug.padEnd(16)}${kb.toFixed(1).padStart(8)} KB  ${kb <= BUDGET_KB ? "within budget" : "OVER BUDGET"}` +
        `  (beyond /about: ${ownKb.toFixed(1)} KB)`,
    );
  }
}

function scriptsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/src="\/_next\/static\/chunks\/([^"?]+)/g)].map((m) => m[1]!));
}
