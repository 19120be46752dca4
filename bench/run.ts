import { performance } from "node:perf_hooks";
import { runEngine } from "@/lib/tools/engines";
import { tools } from "@/lib/tools/registry";
import { reportFirstLoad } from "./first-load";
import { benchPdfTools } from "./pdf-tools";
import { benchSearch } from "./search";

// `npm run bench` measures the tools; `npm run bench -- search` the blog's search and admin queries;
// `npm run bench -- pages` cached pages, bytes and the nginx edge (a running server, see bench/pages.ts).
if (process.argv[2] === "pages") {
  const { benchPages } = await import("./pages");
  await benchPages();
  process.exit();
}
// `npm run bench -- floor`: our pages against a bare Next.js app of our versions (bench/floor.ts).
if (process.argv[2] === "floor") {
  const { benchFloor } = await import("./floor");
  const { benchConfiguredFloor } = await import("./floor-configured");
  await benchFloor();
  await benchConfiguredFloor();
  process.exit(0);
}
// `npm run bench -- outage`: PostgreSQL restarted and killed under `npm start` (bench/outage.ts).
if (process.argv[2] === "outage") {
  const { benchOutage } = await import("./outage");
  await benchOutage();
  process.exit(0);
}
// `npm run bench -- first-load`: each page's first-load JavaScript against the floor's (bench/first-load.ts).
if (process.argv[2] === "first-load") {
  await reportFirstLoad();
  process.exit(0);
}
// `npm run bench -- pdf`: the PDF tools vs qpdf and Ghostscript, OCR vs the tesseract CLI, then PDF to JPG in Chromium on a running
// server (bench/pdf-to-images.ts).
if (process.argv[2] === "pdf") {
  const { benchPdfToImages } = await import("./pdf-to-images");
  const { benchPdfOcr } = await import("./pdf-ocr");
  await benchPdfTools();
  await benchPdfOcr();
  await benchPdfToImages();
  process.exit(0);
}
// `npm run bench -- trace`: pages traced at 4 × CPU, their long tasks and what they were (bench/trace.ts).
if (process.argv[2] === "trace") {
  const { benchTrace } = await import("./trace");
  await benchTrace();
  process.exit(0);
}
if (process.argv[2] === "search") {
  await benchSearch();
  process.exit(0);
}

// `npm run bench -- lighthouse` runs Lighthouse against a running server (BENCH_URL; see bench/lighthouse.ts).
if (process.argv[2] === "lighthouse") {
  const { benchLighthouse } = await import("./lighthouse");
  await benchLighthouse();
  process.exit(0);
}

// Built-in engine latency per tool: many runs over varied inputs and seeds, p50 and p99 in milliseconds.
// Bounded (RUNS per tool) and offline: it calls the engines directly, no server, no network.

// `npm run bench -- bio-stats [--events N] [--postgres [URL]] [--reseed]`: each view of a page's statistics at
// 10 M events, on DuckDB and PostgreSQL, and the store's bytes an event (bench/bio-stats.ts).
if (process.argv[2] === "bio-stats") {
  const { benchBioStats } = await import("./bio-stats");
  await benchBioStats();
  process.exit(0);
}
// `npm run bench -- bio-ingest [--rates 1000,2500,…] [--seconds N] [--postgres [URL]]`: distinct visitors'
// clicks at fixed rates against npm start's server, and whether every one is counted (bench/bio-ingest.ts).
if (process.argv[2] === "bio-ingest") {
  const { benchBioIngest } = await import("./bio-ingest");
  await benchBioIngest();
  process.exit(0);
}
// `npm run bench -- newsletter-send [--recipients N] [--postgres [URL]]`: one send through the queue's run
// to a local SMTP sink, by the site's issue and by a creator's: mails a second, peak RSS (bench/newsletter-send.ts).
if (process.argv[2] === "newsletter-send") {
  const { benchNewsletterSend } = await import("./newsletter-send");
  await benchNewsletterSend();
  process.exit(0);
}
// `npm run bench -- memory [--seconds N] [--repetitions N] [--postgres [URL]]`: RSS of every process of
// npm start idle, after pages, after clicks (repeated: the leak test) and a 10,000-recipient send, beside
// the floor's (bench/memory.ts).
if (process.argv[2] === "memory") {
  const { benchMemory } = await import("./memory");
  await benchMemory();
  process.exit(0);
}
// `npm run bench -- bio` runs the link-in-bio bench alone (a server and PostgreSQL; see bench/bio-pages.ts).
if (process.argv.includes("bio")) {
  const { benchBioPages } = await import("./bio-pages");
  await benchBioPages();
  process.exit();
}

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
// By default 17 variants of each sample repeat, as visitors regenerate; BENCH_DISTINCT=1 makes every run's input
// new, which measures the language analysis uncached (the engines keep a bounded cache of recent topics).
const DISTINCT = process.env.BENCH_DISTINCT === "1";

const SAMPLE: Record<string, Record<string, string>> = {
  "ai-social-caption-generator": {
    topic: "Morning routine for busy parents",
    tone: "Witty",
    platform: "Instagram",
  },
  "ai-bio-generator": {
    description: "Freelance wedding photographer in Lisbon",
    tone: "Casual",
    platform: "TikTok",
  },
  "tweet-and-post-generator": {
    topic: "Lessons from launching a SaaS product",
    tone: "Professional",
    platform: "LinkedIn",
  },
  "blog-ideas-generator": { niche: "home espresso", audience: "beginners" },
  "youtube-script-generator": {
    topic: "Balcony vegetable garden",
    video_type: "Tutorial/How-to",
    duration: "15+ minutes",
  },
  "ai-humanizer": {
    content:
      "In today's fast-paced world, it is important to note that teams must utilize many tools. ".repeat(40),
    writing_style: "Casual & Conversational",
    tone: "Friendly",
  },
  "seo-blog-generator": {
    main_keyword: "cold brew coffee",
    title: "How to Make Cold Brew at Home",
    word_count: "2000",
  },
  "ai-hashtag-generator": { topic: "Vegan meal prep for the week", platform: "Instagram" },
  "youtube-content-generator": { video_topic: "Budget travel in Japan", content_type: "Keyword Tags" },
  "meta-tag-and-keyword-planner": { topic: "Project management software", competitor: "Trello" },
  "prompt-generator": { prompt_for: "A logo for a bicycle repair shop" },
  "google-review-generator": { business_name: "Bright Smile Dental", service_description: "Gentle cleaning" },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

console.log(`Built-in engine latency, ${RUNS} runs per tool${DISTINCT ? ", every input new" : ""} (ms)\n`);
console.log(`${"tool".padEnd(32)}${"p50".padStart(10)}${"p99".padStart(10)}${"max".padStart(10)}`);
for (const { slug } of tools.filter((t) => t.kind === "text")) {
  const input = SAMPLE[slug];
  if (!input) throw new Error(`bench/run.ts has no sample input for ${slug}`);
  for (let i = 0; i < 50; i++) runEngine(slug, input, i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const varied = {
      ...input,
      [Object.keys(input)[0]!]: `${Object.values(input)[0]} ${DISTINCT ? i : i % 17}`,
    };
    const start = performance.now();
    runEngine(slug, varied, i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const row = [percentile(times, 50), percentile(times, 99), times.at(-1) ?? 0].map((t) =>
    t.toFixed(3).padStart(10),
  );
  console.log(`${slug.padEnd(32)}${row.join("")}`);
}

await benchPdfTools();
await reportFirstLoad();
