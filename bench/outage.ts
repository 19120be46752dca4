import { chromium, type Page } from "@playwright/test";
import postgres from "postgres";
import { startExtraServer } from "../tests/e2e/helpers/extra-server";
import { startPostgresServer, type PostgresServer } from "../tests/support/postgres-server";
import { freePort } from "../tests/support/redis-server";

// `npm run bench -- outage`: `npm start` (from the current build) on a PostgreSQL of its own, under a steady
// load of reads and acknowledged writes while PostgreSQL is (A) restarted with `pg_ctl stop -m fast` and
// (B) killed with kill -9, each started again 3 s later. Prints, per outage, the answers by status, how long
// failures went on after PostgreSQL accepted connections again, and writes acknowledged vs found. An admin
// adds a tag in a browser over and over meanwhile, and each save expires every cached blog page (the post
// among them), so an expired page meets the outage. BENCH_OUTAGE_RUNS repeats both outages (default 1) and
// ends with the cached post's answers other than 200, per run: 0 is the aim (the last good copy).

const POST = "/blog/seo-best-practices-for-2024";
const LOADS = {
  "cached post": { path: POST },
  // A new search each time, so it is rendered (and read from the database) rather than served from cache.
  "blog search": { path: "/blog/search?q=seo", fresh: true },
  health: { path: "/api/health" },
  "view (write)": { path: "/api/blog/views", write: true },
} as const;
type Load = keyof typeof LOADS;
// Bots are not counted as views.
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const RUNS = Number(process.env.BENCH_OUTAGE_RUNS ?? 1);
/** Visitors are new across runs too: a view counts once per visitor and day. */
let visitor = 0;

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("outage-bench-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await page.goto(`${base}/admin/tags`);
}

/** One save that expires every cached blog page: a new tag, added as an admin does. */
async function saveTag(page: Page, n: number): Promise<void> {
  await page.getByRole("button", { name: "Add Tag" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name *").fill(`Outage bench ${Date.now()} ${n}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await dialog.waitFor({ state: "hidden", timeout: 3000 });
}

interface Answer {
  load: Load;
  at: number;
  status: number;
}

async function main(): Promise<void> {
  const pg = await startPostgresServer();
  const site = await startExtraServer({
    server: "npm start",
    port: await freePort(),
    env: { DATABASE_URL: pg.url, TRUST_PROXY: "1", ADMIN_PASSWORD: "outage-bench-password" },
  });
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  try {
    const [post] = await sql<{ id: number }[]>`select id from posts where slug = ${POST.split("/").pop()!}`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    });
    const admin = await browser.newPage();
    await signIn(admin, site.baseURL);
    const failures: Record<string, number[]> = {};
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const [name, outage] of [
          ["A: pg_ctl stop -m fast, start 3 s later", (s: PostgresServer) => s.stop()],
          ["B: kill -9 the postmaster, start 3 s later", async (s: PostgresServer) => s.kill()],
        ] as const) {
          const failed = await runOutage(name, site.baseURL, post!.id, pg, outage, sql, admin);
          (failures[name] ??= []).push(failed);
        }
      }
    } finally {
      await browser.close();
    }
    console.log("\nThe cached post's answers other than 200, per run (aim: 0)");
    for (const [name, counts] of Object.entries(failures)) console.log(`  ${name}: ${counts.join(", ")}`);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
    await site.stop();
    pg.destroy();
  }
}

async function runOutage(
  name: string,
  base: string,
  postId: number,
  pg: PostgresServer,
  outage: (s: PostgresServer) => Promise<void>,
  sql: postgres.Sql,
  admin: Page,
): Promise<number> {
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let saved = 0;
  const run = async (load: Load) => {
    while (running) {
      const spec = LOADS[load];
      let status = 0;
      try {
        if ("write" in spec) {
          // A new visitor each time (TRUST_PROXY=1: the last X-Forwarded-For entry is the visitor).
          const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;
          const response = await fetch(base + spec.path, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": address,
              "user-agent": BROWSER,
            },
            body: JSON.stringify({ postId }),
          });
          status = response.status;
          const body = (await response.json().catch(() => ({}))) as { counted?: boolean };
          if (status === 200 && body.counted) acknowledged.push(address);
        } else {
          const path = "fresh" in spec ? `${spec.path}+${visitor++}` : spec.path;
          const response = await fetch(base + path, { headers: { "user-agent": BROWSER } });
          status = response.status;
          await response.arrayBuffer();
        }
      } catch {
        status = 0;
      }
      answers.push({ load, at: Date.now(), status });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // Saves fail while PostgreSQL is away (the dialog stays open with its message): closed and tried again.
  const saves = async () => {
    for (let n = 0; running; n++) {
      await saveTag(admin, n).then(
        () => saved++,
        async () => {
          await admin.goto(`${base}/admin/tags`).catch(() => {});
        },
      );
    }
  };
  const before = await countViews(sql, postId);
  const loops = [...(Object.keys(LOADS) as Load[]).flatMap((load) => [run(load), run(load)]), saves()];
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const downAt = Date.now();
  await outage(pg);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await pg.start();
  const backAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  running = false;
  await Promise.all(loops);
  const found = (await countViews(sql, postId)) - before;

  console.log(`\n${name}`);
  console.log("| load | requests | by status | failures after PostgreSQL was back |");
  console.log("|---|---|---|---|");
  for (const load of Object.keys(LOADS) as Load[]) {
    const mine = answers.filter((a) => a.load === load);
    const byStatus = new Map<number, number>();
    for (const a of mine) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const lateFailures = mine.filter((a) => a.at > backAt && a.status !== 200);
    const lastLate = lateFailures.length ? Math.max(...lateFailures.map((a) => a.at)) - backAt : 0;
    const statuses = [...byStatus].map(([status, n]) => `${status || "no answer"}: ${n}`).join(", ");
    console.log(
      `| ${load} | ${mine.length} | ${statuses} | ${lateFailures.length} (last ${(lastLate / 1000).toFixed(1)} s after) |`,
    );
  }
  console.log(
    `outage ${((backAt - downAt) / 1000).toFixed(1)} s; writes acknowledged ${acknowledged.length}, found ${found}; admin saves ${saved}`,
  );
  return answers.filter((a) => a.load === "cached post" && a.status !== 200).length;
}

async function countViews(sql: postgres.Sql, postId: number): Promise<number> {
  for (;;) {
    try {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from post_view_visitors where post_id = ${postId}`;
      return row!.n;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export const benchOutage = main;
