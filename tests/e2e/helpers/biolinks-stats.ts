import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { signUpSiteUser, uniqueEmail } from "./auth";
import { uniqueSlug } from "./biolinks";
import { startExtraServer, type ExtraServer } from "./extra-server";

export interface StatsSite {
  /** Where the page's links lead, by title: another site, a stub. */
  targets: Record<string, string>;
  /** What the server printed so far. */
  output(): string;
  /** The server's last lines, for a failed test's report. */
  lastWords(): string;
  stop(): Promise<void>;
}

/**
 * The suite's own server trusts no proxy (TRUST_PROXY=0, every visitor is 127.0.0.1), so the statistics
 * spec runs a server of its own from the same build behind a pretend proxy (TRUST_PROXY=1): the visitor is
 * the last X-Forwarded-For entry, anything before it is the visitor's own claim. `next start`, not `npm
 * start`: npm start rebuilds when the sources are newer than the build, under the suite's own server.
 */
export async function startStatsSite(port: number): Promise<StatsSite> {
  // A context's routes never see the target of a redirect, so the stub is a server of its own.
  const elsewhere = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>Elsewhere</title>");
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  const stub = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  const closeStub = () => {
    elsewhere.closeAllConnections();
    elsewhere.close();
  };
  let server: ExtraServer;
  try {
    // Not seeded: no demo content or admin account is needed (the creator's confirmation link is in the log).
    server = await startExtraServer({ server: "next start", port, env: { TRUST_PROXY: "1" } });
  } catch (error) {
    closeStub();
    throw error;
  }
  return {
    targets: { Shop: `${stub}/shop`, Blog: `${stub}/blog` },
    output: server.output,
    // Each line cut short: a failed statement prints its every parameter.
    lastWords: () =>
      server
        .output()
        .split("\n")
        .slice(-40)
        .map((line) => line.slice(0, 400))
        .join("\n"),
    stop: async () => {
      await server.stop();
      closeStub();
    },
  };
}

export const UA = {
  instagramIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.18.95 (iPhone14,5; iOS 17_4; fr_FR; fr; scale=3.00; 1170x2532; 606163409)",
  ipadSafari:
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80",
  macFirefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
};

export interface Visitor {
  context: BrowserContextOptions;
  /** The bio page's query (a campaign's utm_… as a creator tags the address they post). */
  query?: string;
  /** The page the visitor comes from (document.referrer). */
  referer?: string;
  /** Links clicked, in order; a repeated title is the visitor following that link again. */
  clicks: string[];
}

/** One visitor in a browser of their own: opens the page, waits for its view to be counted, follows links. */
export async function visit(
  browser: Browser,
  site: StatsSite,
  slug: string,
  links: Record<string, string>,
  visitor: Visitor,
): Promise<void> {
  const context = await browser.newContext(visitor.context);
  const page = await context.newPage();
  const address = `/l/${slug}${visitor.query ?? ""}`;
  // The view is counted by the page's beacon.
  const open = async () => {
    const beacon = page.waitForResponse((r) => new URL(r.url()).pathname === `/l/${slug}/view`);
    await page.goto(address, { referer: visitor.referer });
    expect((await beacon).status()).toBe(200);
  };
  await open();
  for (const [i, title] of visitor.clicks.entries()) {
    if (visitor.clicks.indexOf(title) < i) {
      // The same link again, from the browser's history: one more click, no view.
      await page.goto(links[title]!);
    } else {
      // Each further link from the page again: another view by the same visitor.
      if (i > 0) await open();
      await page.getByRole("link", { name: title }).click();
    }
    await expect(page).toHaveURL(site.targets[title]!);
  }
  await context.close();
}

/**
 * Signs a creator up and confirms their address (without SMTP the server prints the outbox's links:
 * lib/email/send.ts), then publishes a page with two links, Shop and Blog. Returns its slug.
 */
export async function createStatsPage(page: Page, site: StatsSite): Promise<string> {
  const email = uniqueEmail("stats");
  await signUpSiteUser(page, email, "stats-password-1");
  const printed = new RegExp(
    `outbox: "Confirm your Creatorkit e-mail address" to ${email.replace(/[.+]/g, "\\$&")}\\n\\s+(\\S+)`,
  );
  let confirm: string | undefined;
  await expect.poll(() => (confirm = printed.exec(site.output())?.[1])).toBeTruthy();
  const link = new URL(confirm!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

  const slug = uniqueSlug("stats");
  await page.getByLabel("Address", { exact: true }).fill(slug);
  await page.getByLabel("Title", { exact: true }).fill(`Page ${slug}`);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${slug}$`));
  for (const title of ["Shop", "Blog"]) {
    await page.getByRole("button", { name: "Add link" }).click();
    const block = page.getByRole("listitem", { name: "Link: (empty)" });
    // The block is named after its title, so the URL goes first.
    await block.getByLabel("URL").fill(site.targets[title]!);
    await block.getByLabel("Title").fill(title);
  }
  await page.getByLabel("Public (visitors can open the page)").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  return slug;
}

/** Where each link of the public page goes (through the click counter), by its title. */
export async function counterLinks(page: Page, slug: string): Promise<Record<string, string>> {
  const html = await (await page.request.get(`/l/${slug}`)).text();
  const links: Record<string, string> = {};
  for (const title of ["Shop", "Blog"]) {
    const href = new RegExp(`href="(/l/${slug}/go/[0-9a-f-]{36})"[^>]*>${title}<`).exec(html)?.[1];
    expect(href, `${title}'s link on the public page`).toBeTruthy();
    links[title] = href!;
  }
  return links;
}

/** The rows of a table as the reader sees them (a country's flag included). */
export const rowsOf = (page: Page, region: string) =>
  page
    .getByRole("region", { name: region, exact: true })
    .getByRole("table")
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent!.trim())),
    );

/** The totals tiles: label and figure. */
export const totalsOf = (page: Page) =>
  page
    .getByRole("main")
    .locator("dl > div")
    .evaluateAll((tiles) =>
      tiles.map(
        (tile) => `${tile.querySelector("dt")!.textContent}: ${tile.querySelector("dd")!.textContent}`,
      ),
    );
