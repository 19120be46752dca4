import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { expect, test } from "./fixtures";
import { createPublicBioPage } from "./helpers/biolinks";
import { linkFromOutbox } from "./helpers/outbox";
import { signInAsAdmin, uniqueEmail } from "./helpers/auth";
import { E2E_PORT } from "./helpers/constants";

/** Posts the sign-up form as a browser at `source` (any 127.x address reaches the server over loopback). */
function postFrom(source: string, url: URL, fields: Record<string, string>) {
  return new Promise<{ status: number; location: string }>((resolve, reject) => {
    const body = new URLSearchParams(fields).toString();
    const req = httpRequest(url, {
      method: "POST",
      localAddress: source,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
      },
    });
    req.on("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? "" });
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("a visitor signs up on a bio page without JavaScript, confirms, and the creator lists, exports and deletes them", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop");
  await page.getByRole("button", { name: "Add e-mail sign-up" }).click();
  const block = page.getByRole("listitem", { name: "E-mail sign-up: Get my newsletter" });
  // The block is named after its title, so the title goes last.
  await block.getByLabel("Button label").fill("Count me in");
  await block.getByLabel("Title").fill("Join my list");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const tab = await visitor.newPage();
  await tab.goto(`/l/${slug}`);
  await expect(tab.getByText("Join my list")).toBeVisible();
  const blockId = await tab.locator('input[name="blockId"]').inputValue();
  const fan = uniqueEmail("fan");
  await tab.getByLabel("Your e-mail address").fill(fan);
  await tab.getByRole("button", { name: "Count me in" }).click();
  await expect(tab.getByText("Almost there! Check your inbox")).toBeVisible();

  const link = new URL(await linkFromOutbox(browser, fan, "Confirm your subscription"));
  await tab.goto(link.pathname + link.search);
  await tab.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(tab.getByText("You are subscribed. Thank you!")).toBeVisible();

  // Someone types a stranger's address from ten networks: the stranger gets one mail, and every answer is
  // the same "check your inbox" (no limit message that would tell the address was mailed already).
  const victim = uniqueEmail("victim");
  const action = new URL(`/l/${slug}/subscribe`, `http://127.0.0.1:${E2E_PORT}`);
  for (let i = 2; i < 12; i++) {
    const answer = await postFrom(`127.0.0.${i}`, action, { blockId, email: victim });
    expect(answer.status).toBe(303);
    expect(answer.location).toContain("state=check-inbox");
  }
  await visitor.close();
  const admin = await browser.newContext();
  const outbox = await admin.newPage();
  await signInAsAdmin(outbox);
  await outbox.goto("/admin/outbox");
  await expect(
    outbox
      .getByRole("listitem", { name: "E-mail: Confirm your subscription" })
      .filter({ hasText: `To ${victim}` }),
  ).toHaveCount(1);
  await admin.close();

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: `Subscribers of /l/${slug}` })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: fan });
  await expect(row).toContainText("Confirmed");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv.split("\n")[0]).toBe("email,status,signed_up_at,confirmed_at");
  expect(csv).toContain(`"${fan}","confirmed"`);

  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: fan })).toHaveCount(0);
});
