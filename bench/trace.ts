import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import { buildFloor, bytes, floorBase, floorPages, nearestFloorPage, startFloor } from "./floor";
import { findPages } from "./lighthouse-pages";
import { median } from "./load";

// `npm run bench -- trace`: each page loaded in Chromium at 4 × CPU (as Lighthouse's mobile run assumes),
// traced, and summed up from the trace: the main thread's long tasks (over 50 ms) and what each spent its
// time on, the blocking time after the first contentful paint, the longest task, and the restyle when the
// site stylesheet arrives. Each page is followed by the bare Next.js app's page nearest in bytes
// (bench/floor.ts, built and started here; BENCH_FLOOR=0 leaves it out). Then how long a click made at the
// `load` event on the footer's "Subscribe" and a text tool's "Generate" takes to be answered. RUNS loads
// per page, medians printed; BENCH_PAGES picks pages by label, BENCH_TRACE_NAMES=1 names the events that
// count as "other".

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const WITH_FLOOR = process.env.BENCH_FLOOR !== "0";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU = 4;
const ONLY = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    elementCount?: number;
    beginData?: { url?: string };
    data?: { url?: string; elementCount?: number; styleSheetUrl?: string };
  };
}

interface Task {
  /** Milliseconds from the first contentful paint (negative before it). */
  start: number;
  duration: number;
  /** Milliseconds per kind of work inside the task (its nested events' self time). */
  parts: Map<string, number>;
}

/** What a trace event's self time counts as: the kinds Lighthouse's main-thread breakdown names. */
const KIND: Record<string, string> = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "V8.CompileCode": "compile",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  "v8.run": "script",
  RunMicrotasks: "script",
  MajorGC: "GC",
  MinorGC: "GC",
  "V8.GC_SCAVENGER": "GC",
  "V8.GC_MARK_COMPACTOR": "GC",
};

async function trace(page: Page, cdp: CDPSession, url: string): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories:
      "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,disabled-by-default-v8.gc,blink.user_timing,loading",
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  // Whatever the page does after load (hydration, a loader's timer) has settled by then.
  await page.waitForTimeout(3500);
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await done;
  return events;
}

/** The thread that parsed the page (not the blank page the tab opened with, in another process). */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const withHtml = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!withHtml) throw new Error("no ParseHTML event in the trace");
  return { pid: withHtml.pid, tid: withHtml.tid };
}

function summarize(events: TraceEvent[], url: string) {
  const { pid, tid } = mainThread(events, url);
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === pid)?.ts ?? 0;
  const tasks: Task[] = [];
  // Each RunTask with the self time of the events nested in it, by kind.
  const stack: { event: TraceEvent; child: number }[] = [];
  let current: Task | null = null;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, child } = stack.pop()!;
      const self = (event.dur! - child) / 1000;
      if (current && stack.length) {
        const kind = KIND[event.name] ?? (process.env.BENCH_TRACE_NAMES ? event.name : "other");
        current.parts.set(kind, (current.parts.get(kind) ?? 0) + self);
      } else if (current) current.parts.set("other", (current.parts.get("other") ?? 0) + self);
      if (stack.length) stack.at(-1)!.child += event.dur!;
      else current = null;
    }
  };
  for (const event of onMain) {
    close(event.ts);
    if (!stack.length) {
      if (event.name !== "RunTask") continue;
      current = { start: event.ts, duration: event.dur! / 1000, parts: new Map() };
      tasks.push(current);
    }
    stack.push({ event, child: 0 });
  }
  close(Infinity);
  for (const task of tasks) task.start = (task.start - fcp) / 1000;
  const afterPaint = tasks.filter((t) => t.start >= 0);
  const blocking = afterPaint.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const work = new Map<string, number>();
  for (const task of tasks) for (const [kind, ms] of task.parts) work.set(kind, (work.get(kind) ?? 0) + ms);
  const longest = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 3);
  const recalculations = onMain.filter((e) => e.name === "UpdateLayoutTree");
  const recalculation = (e: TraceEvent | undefined) =>
    e && {
      ms: e.dur! / 1000,
      elements: e.args?.elementCount ?? e.args?.data?.elementCount,
      at: (e.ts - fcp) / 1000,
    };
  const largest = [...recalculations].sort((a, b) => b.dur! - a.dur!)[0];
  // The site's stylesheet is applied at the first style recalculation after it is parsed.
  const sheet = onMain.find(
    (e) => e.name === "ParseAuthorStyleSheet" && e.args?.data?.styleSheetUrl?.includes("/_next/static/"),
  );
  const sheetApplied = sheet && recalculations.find((e) => e.ts > sheet.ts);
  return {
    blocking,
    longest,
    work,
    style: recalculation(largest),
    sheet: recalculation(sheetApplied),
    total: tasks.reduce((s, t) => s + t.duration, 0),
  };
}

/** A moment given in milliseconds from the first contentful paint. */
function when(fromPaint: number): string {
  return fromPaint < 0 ? `${Math.round(-fromPaint)} ms before FCP` : `FCP + ${Math.round(fromPaint)} ms`;
}

function describe(task: Task): string {
  const parts = [...task.parts].filter(([, ms]) => ms >= 5).sort((a, b) => b[1] - a[1]);
  return `${Math.round(task.duration)} ms at ${when(task.start)} (${parts.map(([k, ms]) => `${k} ${Math.round(ms)}`).join(", ")})`;
}

const launch = () =>
  chromium.launch({
    executablePath: CHROME,
    args: [
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-gpu",
    ],
  });

/** A phone's tab at 4 × CPU, closed after `work`. */
async function withSlowTab<T>(
  browser: Browser,
  work: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    return await work(page, cdp);
  } finally {
    await context.close();
  }
}

async function measure(url: string) {
  const browser = await launch();
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await withSlowTab(browser, async (page, cdp) => summarize(await trace(page, cdp, url), url)));
    }
    return runs;
  } finally {
    await browser.close();
  }
}

/** Milliseconds from a click made at the `load` event to the answer it shows, at 4 × CPU. */
async function firstAction(browser: Browser, url: string, button: string, answer: RegExp): Promise<number> {
  return withSlowTab(browser, async (page) => {
    await page.goto(url, { waitUntil: "load" });
    const started = Date.now();
    await page.getByRole("button", { name: button, exact: true }).first().click();
    await page.getByText(answer).first().waitFor({ timeout: 10_000 });
    return Date.now() - started;
  });
}

async function benchFirstActions(pages: { label: string; path: string }[]): Promise<void> {
  const browser = await launch();
  try {
    console.log(`\nA click at the load event, answered after (ms, ${RUNS} loads, median; target ≤ 1,000):`);
    const actions = [
      ...pages
        .filter((p) => ["home", "post", "tool"].includes(p.label))
        .map((p) => ({ ...p, button: "Subscribe", answer: /Please enter a valid email address/ })),
      ...pages
        .filter((p) => p.label === "tool")
        .map((p) => ({ ...p, button: "Generate", answer: / is required$/ })),
    ];
    for (const action of actions) {
      const times: number[] = [];
      const url = new URL(action.path, BASE).href;
      for (let i = 0; i < RUNS; i++)
        times.push(await firstAction(browser, url, action.button, action.answer));
      console.log(
        `  ${action.label} ${action.path}, "${action.button}": ${median(times)} ms (${times.join(", ")})`,
      );
    }
  } finally {
    await browser.close();
  }
}

function recalculationText(style: { ms: number; elements?: number; at: number } | undefined): string {
  if (!style) return "none";
  return `${Math.round(style.ms)} ms, ${style.elements} elements, at ${when(style.at)}`;
}

function line(label: string, runs: Awaited<ReturnType<typeof measure>>): string {
  const pick = runs.sort((a, b) => a.blocking - b.blocking)[Math.floor(runs.length / 2)]!;
  const work = [...pick.work]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(", ");
  return [
    `${label}`,
    `  blocking after FCP ${Math.round(median(runs.map((r) => r.blocking)))} ms, longest task ${Math.round(median(runs.map((r) => r.longest[0]?.duration ?? 0)))} ms, main thread ${Math.round(median(runs.map((r) => r.total)))} ms`,
    `  longest: ${pick.longest.map(describe).join(" | ")}`,
    `  largest style recalculation: ${recalculationText(pick.style)}; the site stylesheet's: ${recalculationText(pick.sheet)}`,
    `  work by kind: ${work}`,
  ].join("\n");
}

export async function benchTrace(): Promise<void> {
  const { pages } = await findPages(BASE);
  if (WITH_FLOOR) buildFloor();
  const floorServer = WITH_FLOOR ? await startFloor() : null;
  try {
    const floorSizes = floorServer ? await floorPages() : null;
    console.log(`Chromium at ${CPU} × CPU, ${RUNS} loads per page, median run shown`);
    for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.label))) {
      const url = new URL(page.path, BASE).href;
      // Also warms the page: the first view after a start is the build's copy, without critical CSS.
      const size = await bytes(url);
      console.log(line(`${page.label} ${page.path}`, await measure(url)));
      if (floorSizes) {
        const floorPath = nearestFloorPage(size, floorSizes);
        console.log(line(`  floor ${floorPath}`, await measure(`${floorBase}${floorPath}`)));
      }
    }
  } finally {
    floorServer?.kill();
  }
  await benchFirstActions(pages);
}
