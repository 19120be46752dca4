import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildFloor, bytes, floorBase, floorPages, nearestFloorPage, startFloor } from "./floor";
import { stylingOf, writeStyled } from "./floor-styled";
import { findPages, type BenchPage } from "./lighthouse-pages";
import { median } from "./load";

// `npm run bench -- lighthouse`: Lighthouse's mobile defaults (simulated throttling) against a running
// production server, RUNS runs per page, medians printed. Scores on a shared machine move by a few points
// between runs, so the median of several is the number to compare; speed targets live here, not in tests.
// Each run of a page is followed by a run of the bare Next.js app's page nearest in bytes (bench/floor.ts),
// so every figure is printed against the floor's of the same minutes (issue 37's targets: performance ≥
// the floor page's − 2, TBT ≤ 1.25 × its TBT, LCP ≤ its LCP, CLS 0), and under each row the main thread's
// work by kind, ours and the floor's. A last row loads the floor's /p50 with our stylesheet linked as Next
// links one (bench/floor-styled.ts) against the bare /p50: what a page styled the usual way pays.
// BENCH_FLOOR=0 leaves the floor out.

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WITH_FLOOR = process.env.BENCH_FLOOR !== "0";
const TARGET = { performanceBelowFloor: 2, tbtRatio: 1.25, lcpRatio: 1 };
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// BENCH_PAGES=home,tools measures only those rows (labels as printed), e.g. while fixing one page.
const ONLY = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type Run = {
  scores: number[];
  cls: number;
  tbt: number;
  lcp: number;
  /** Main-thread milliseconds by Lighthouse's groups (script evaluation, style & layout, …). */
  work: Record<string, number>;
  failing: string[];
};

async function measure(url: string, port: number): Promise<Run> {
  // Default config: mobile form factor, simulated (Lantern) throttling.
  const result = await lighthouse(url, { port, logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // Audits below a perfect score in the three deterministic categories, so a run says what to fix.
  const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
    lhr.categories[c]!.auditRefs.filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${c}/${audit.id}`),
  );
  const breakdown = lhr.audits["mainthread-work-breakdown"]?.details as
    { items?: { groupLabel: string; duration: number }[] } | undefined;
  return {
    work: Object.fromEntries((breakdown?.items ?? []).map((item) => [item.groupLabel, item.duration])),
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? NaN) * 100)),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    lcp: numeric("largest-contentful-paint"),
    failing,
  };
}

// On a busy machine Chrome sometimes loses the trace (NO_NAVSTART, NO_FCP: "please run Lighthouse again"):
// such a run measured nothing, so it is run again rather than counted or ending the bench.
async function measureWithRetry(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`retrying: ${(error as Error).message}`);
    }
  }
}

function row(cells: (string | number)[]): string {
  return cells.map((cell, i) => (i === 0 ? String(cell).padEnd(44) : ` ${cell}`.padStart(11))).join("");
}

async function measurePage(page: BenchPage, port: number, floorPath: string | null, base = BASE) {
  const runs: Run[] = [];
  const floor: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await measureWithRetry(new URL(page.path, base).href, port));
    if (floorPath) floor.push(await measureWithRetry(`${floorBase}${floorPath}`, port));
  }
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  const performance = median(runs.map((run) => run.scores[0]!));
  const cls = median(runs.map((run) => run.cls));
  const lcp = median(runs.map((run) => run.lcp));
  const cells: (string | number)[] = [
    `${page.label} ${page.path}`.slice(0, 43),
    ...CATEGORIES.map((_, i) => median(runs.map((run) => run.scores[i]!))),
    cls.toFixed(3),
    Math.round(median(runs.map((run) => run.tbt))),
    Math.round(lcp),
  ];
  if (!floorPath) return { cells, failing, work: workLine(runs) };
  const floorPerformance = median(floor.map((run) => run.scores[0]!));
  const floorTbt = median(floor.map((run) => run.tbt));
  const floorLcp = median(floor.map((run) => run.lcp));
  const tbt = median(runs.map((run) => run.tbt));
  const met =
    performance >= floorPerformance - TARGET.performanceBelowFloor &&
    tbt <= TARGET.tbtRatio * floorTbt &&
    lcp <= TARGET.lcpRatio * floorLcp &&
    cls === 0;
  cells.push(
    `${floorPath} ${floorPerformance}`,
    Math.round(floorTbt),
    Math.round(floorLcp),
    `${(tbt / floorTbt).toFixed(2)}×`,
    `${(lcp / floorLcp).toFixed(2)}×${met ? "" : "  BELOW"}`,
  );
  return { cells, failing, work: `${workLine(runs)}\n  floor: ${workLine(floor)}` };
}

/** The median main-thread milliseconds of each kind of work, largest first. */
function workLine(runs: Run[]): string {
  const groups = [...new Set(runs.flatMap((run) => Object.keys(run.work)))];
  const medians = groups.map((group) => [group, median(runs.map((run) => run.work[group] ?? 0))] as const);
  const total = medians.reduce((sum, [, ms]) => sum + ms, 0);
  const parts = medians.sort((a, b) => b[1] - a[1]).map(([group, ms]) => `${group} ${Math.round(ms)}`);
  return `main thread ${Math.round(total)} ms: ${parts.join(", ")}`;
}

export async function benchLighthouse(): Promise<void> {
  const { pages, notes } = await findPages(BASE);
  let floorServer: Awaited<ReturnType<typeof startFloor>> | null = null;
  let floorSizes: { path: string; bytes: number }[] = [];
  if (WITH_FLOOR) {
    const styling = await stylingOf(BASE);
    buildFloor((app) => writeStyled(app, styling));
    floorServer = await startFloor();
    floorSizes = await floorPages();
  }
  // --no-sandbox only where Chromium's sandbox cannot start (running as root, e.g. in a container).
  const sandbox = process.getuid?.() === 0 ? ["--no-sandbox"] : [];
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--disable-gpu", "--disable-dev-shm-usage", ...sandbox],
  });
  try {
    console.log(`Lighthouse ${BASE}, mobile, simulated throttling, median of ${RUNS} runs\n`);
    const floorColumns = WITH_FLOOR ? ["floor perf", "floor TBT", "floor LCP", "TBT/floor", "LCP/floor"] : [];
    console.log(row(["page", "perf", "a11y", "best-pr", "seo", "CLS", "TBT ms", "LCP ms", ...floorColumns]));
    const failures: string[] = [];
    for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.label))) {
      const floorPath = WITH_FLOOR
        ? nearestFloorPage(await bytes(new URL(page.path, BASE).href), floorSizes)
        : null;
      const { cells, failing, work } = await measurePage(page, chrome.port, floorPath);
      console.log(row(cells));
      console.log(`  ${work}`);
      if (failing.length) failures.push(`${page.path}: ${failing.join(", ")}`);
    }
    if (WITH_FLOOR) {
      const styled = { label: "floor + our CSS, linked", path: "/styled/p50" };
      console.log(row((await measurePage(styled, chrome.port, "/p50", floorBase)).cells));
    }
    for (const note of notes) console.log(`\nnote: ${note}`);
    if (WITH_FLOOR) {
      console.log(
        `\nTargets: performance ≥ the floor page's − ${TARGET.performanceBelowFloor}, TBT ≤ ${TARGET.tbtRatio} × its TBT, LCP ≤ its LCP, CLS 0 (BELOW marks a miss).`,
      );
    }
    if (failures.length) console.log(`\nAudits below 100 in any run:\n${failures.join("\n")}`);
  } finally {
    chrome.kill();
    floorServer?.kill();
  }
}
