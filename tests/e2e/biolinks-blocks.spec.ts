import { readFile } from "node:fs/promises";
import type { BrowserContext } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test } from "./fixtures";
import { createPublicBioPage } from "./helpers/biolinks";

// Blocks beyond links, as a creator adds them and a visitor uses them. A YouTube or Spotify block shows a
// placeholder of our own until the visitor presses play: the page asks the provider for nothing before
// that (the network log says so), with and without JavaScript. A contact card downloads as a vCard.

const VIDEO = "dQw4w9WgXcQ";
const PROVIDERS = /youtube|ytimg|googlevideo|google|doubleclick|spotify|scdn\.co/;

/** Every request the context makes to a provider; the player itself is answered here, not fetched. */
async function watchProviders(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  context.on("request", (request) => {
    if (PROVIDERS.test(new URL(request.url()).hostname)) asked.push(request.url());
  });
  await context.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Player</title><p>The player</p>",
    }),
  );
  return asked;
}

test("an embedded video loads nothing from YouTube until the visitor presses play, with or without JavaScript", async ({
  page,
  browser,
}) => {
  const slug = await createPublicBioPage(page, browser, "https://example.com/");
  await page.getByRole("button", { name: "Add YouTube / Spotify" }).click();
  await page
    .getByRole("listitem", { name: "YouTube / Spotify: (empty)" })
    .getByLabel("YouTube or Spotify link")
    .fill(`https://www.youtube.com/watch?v=${VIDEO}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  for (const javaScriptEnabled of [true, false]) {
    const visitor = await browser.newContext({ javaScriptEnabled });
    const asked = await watchProviders(visitor);
    const visit = await visitor.newPage();
    await visit.goto(`/l/${slug}`, { waitUntil: "load" });
    const player = visit.frameLocator('iframe[title="YouTube video"]');
    const play = player.getByRole("link", { name: /Play YouTube video/ });
    await expect(play).toBeVisible();
    await expect(player.getByText("Loads from youtube-nocookie.com when you press play")).toBeVisible();
    await visit.waitForLoadState("networkidle");
    expect(asked, `before play (JavaScript ${javaScriptEnabled ? "on" : "off"})`).toEqual([]);

    await play.click();
    await expect(player.getByText("The player")).toBeVisible();
    expect(asked).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO}?autoplay=1`]);
    await visitor.close();
  }
});

test("a contact card downloads as a vCard its visitor's phone can import, without JavaScript", async ({
  page,
  browser,
}) => {
  const slug = await createPublicBioPage(page, browser, "https://example.com/");
  await page.getByRole("button", { name: "Add contact card" }).click();
  const card = page.getByRole("listitem", { name: "Contact card: (empty)" });
  await card.getByLabel("Name").fill("Bo Example");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Add a phone number, an e-mail address or a website").first()).toBeVisible();
  const filled = page.getByRole("listitem", { name: "Contact card: Bo Example" });
  await filled.getByLabel("Phone").fill("+44 20 7946 0958");
  await filled.getByLabel("E-mail").fill("bo@example.com");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  await visit.goto(`/l/${slug}`);
  const downloading = visit.waitForEvent("download");
  await visit.getByRole("link", { name: "Save contact" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe("bo-example.vcf");
  const vcard = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, "utf8")));
  expect(vcard.getFirstPropertyValue("version")).toBe("4.0");
  expect(vcard.getFirstPropertyValue("fn")).toBe("Bo Example");
  expect(vcard.getFirstPropertyValue("tel")).toBe("tel:+442079460958");
  expect(vcard.getFirstPropertyValue("email")).toBe("bo@example.com");
  await visitor.close();
});
