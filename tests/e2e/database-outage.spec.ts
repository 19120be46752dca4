import { expect, test } from "./fixtures";
import { startPostgresServer, type PostgresServer } from "../support/postgres-server";
import { uniqueEmail } from "./helpers/auth";
import { E2E_PORT } from "./helpers/constants";
import { startExtraServer, type ExtraServer } from "./helpers/extra-server";

// `npm start` on a PostgreSQL server of its own, which is stopped under it: cached pages go on serving,
// what needs the database answers 503 with Retry-After or says so in the form, and once PostgreSQL is back
// the site answers at once, without a restart.

const POST = "/blog/seo-best-practices-for-2024";

test.describe("while the database is away", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let postgres: PostgresServer | undefined;
  let site: ExtraServer | undefined;

  test.beforeAll(async () => {
    // A PostgreSQL of its own, migrated and seeded by npm start: more than a test's 30 s on a busy machine.
    test.setTimeout(150_000);
    postgres = await startPostgresServer();
    site = await startExtraServer({
      server: "npm start",
      port: E2E_PORT + 50,
      env: { DATABASE_URL: postgres.url, ADMIN_PASSWORD: "outage-admin-password" },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    postgres?.destroy();
  });

  test("cached pages serve, the rest answers 503, forms say so, and the site recovers by itself", async ({
    page,
    request,
  }) => {
    const base = site!.baseURL;
    // Rendered once with the database up, so they are in the page cache.
    for (const path of ["/", POST]) expect((await request.get(base + path)).status(), path).toBe(200);
    await page.goto(base + "/");
    await expect(page.getByRole("form", { name: "Newsletter" })).toBeVisible();

    await postgres!.stop();

    for (const path of ["/", POST]) {
      const response = await request.get(base + path);
      expect(response.status(), path).toBe(200);
    }
    await page.goto(base + POST);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/SEO/i);

    const health = await request.get(`${base}/api/health`);
    expect(health.status()).toBe(503);
    expect(health.headers()["retry-after"]).toBe("5");
    const search = await request.get(`${base}/blog/search?q=seo`);
    expect(search.status()).toBe(503);
    expect(search.headers()["retry-after"]).toBe("5");
    expect(await search.text()).toContain("The site is briefly unavailable. Please try again in a moment.");

    await page.goto(base + "/");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email address").fill(uniqueEmail("outage"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      form.getByText("We could not save this just now. Nothing was lost: please try again in a moment."),
    ).toBeVisible();

    await postgres!.start();
    const back = Date.now();
    await expect
      .poll(async () => (await request.get(`${base}/blog/search?q=seo`)).status(), { intervals: [100] })
      .toBe(200);
    // The two-second bound is asserted where timing is steady (tests/integration/database-outage.test.ts).
    console.log(`[outage] the site answered again ${Date.now() - back} ms after PostgreSQL was back`);
    expect((await request.get(`${base}/api/health`)).status()).toBe(200);
  });

  test("a cached page a save expired just before the database went away is served as its last good copy", async ({
    page,
    request,
  }) => {
    const base = site!.baseURL;
    for (const path of ["/blog", POST]) expect((await request.get(base + path)).status(), path).toBe(200);
    const title = (await (await request.get(base + POST)).text()).match(/<h1[^>]*>([^<]+)</)![1]!;

    // An admin adds a tag: every blog page is expired (lib/blog/revalidate.ts).
    await page.goto(`${base}/admin/login`);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("outage-admin-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.goto(`${base}/admin/tags`);
    await page.getByRole("button", { name: "Add Tag" }).click();
    await page.getByRole("dialog").getByLabel("Name *").fill(`Outage ${Date.now()}`);
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    // The listing renders anew while PostgreSQL answers, so the server trusts its "up" probe for a second;
    // PostgreSQL crashes within it, and the post, expired too, is read by several visitors at once.
    expect((await request.get(`${base}/blog`)).status()).toBe(200);
    postgres!.kill();
    const reads = await Promise.all(Array.from({ length: 12 }, () => request.get(base + POST)));
    for (const read of reads) {
      expect(read.status()).toBe(200);
      expect(await read.text()).toContain(title);
      // Not kept downstream as fresh: the next request after PostgreSQL is back renders anew.
      expect(read.headers()["cache-control"]).toMatch(/no-store|no-cache|max-age=0/);
    }
    await postgres!.start();
    await expect.poll(async () => (await request.get(`${base}/api/health`)).status()).toBe(200);
  });

  test("a site started while PostgreSQL is down serves what needs no database, and recovers by itself", async ({
    request,
  }) => {
    await site!.stop();
    await postgres!.stop();
    site = await startExtraServer({
      server: "npm start",
      port: E2E_PORT + 50,
      env: { DATABASE_URL: postgres!.url, ADMIN_PASSWORD: "outage-admin-password" },
      readyPath: "/about",
    });
    const base = site.baseURL;
    expect((await request.get(`${base}/api/health`)).status()).toBe(503);
    expect((await request.get(`${base}/blog/search?q=seo`)).status()).toBe(503);

    await postgres!.start();
    await expect.poll(async () => (await request.get(`${base}/api/health`)).status()).toBe(200);
    expect((await request.get(`${base}/blog/search?q=seo`)).status()).toBe(200);
    expect(site.output()).toContain("the database does not answer: serving anyway");
  });
});
