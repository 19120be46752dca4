import { expect, test, type Page } from "./fixtures";
import { formatFileSize } from "@/lib/ebooks/seo";
import { signInAsAdmin } from "./helpers/auth";
import { downloadedBytes, makePdf } from "./helpers/pdf";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

function row(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
}

test("an ebook made from a URL: validated, created, published, downloaded and counted, featured, deleted", async ({
  page,
}) => {
  // The whole life of an ebook, with the home page and sitemap checked after each save: a long walk.
  test.setTimeout(60_000);
  const title = `E2E Link Ebook ${unique()}`;
  await signInAsAdmin(page);
  await page.goto("/admin/ebooks");
  await expect(page.getByRole("heading", { name: "Manage Ebooks", level: 1 })).toBeVisible();
  await expect(page.getByRole("figure").getByText("Downloads per day").first()).toBeVisible();
  await page.getByRole("link", { name: "Add New Ebook" }).click();
  await expect(page.getByRole("heading", { name: "Create New Ebook" })).toBeVisible();

  // SPEC §5 messages, each cleared as soon as its field is edited.
  await page.getByRole("button", { name: "Create Ebook" }).click();
  await expect(page.getByText("Title is required", { exact: true }).last()).toBeVisible();
  await expect(page.getByText("Description is required")).toBeVisible();
  await expect(page.getByText("Download URL is required")).toBeVisible();
  await page.getByLabel("Title *").fill(title);
  await expect(page.getByLabel("Title *")).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Description is required")).toBeVisible();
  // The slug follows the title while creating.
  await expect(page.getByLabel("Slug *")).toHaveValue(title.toLowerCase().replace(/ /g, "-"));

  await page.getByLabel("Description *").fill("A guide to test downloads end to end.");
  await page.getByLabel("Direct Download URL *").fill("my ebook");
  await page.getByRole("button", { name: "Create Ebook" }).click();
  await expect(page.getByText("Please enter a valid URL", { exact: true }).last()).toBeVisible();
  await page.getByLabel("Direct Download URL *").fill("/downloads/ebooks/ai-writing-prompts-guide.pdf");
  await page.getByLabel("Category").selectOption({ label: "AI & Productivity" });
  await page.getByRole("button", { name: "Create Ebook" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ebook created successfully!" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ebooks$/);

  // Publish from the list (SPEC §4 toggle).
  await expect(row(page, title).getByText("Draft")).toBeVisible();
  await row(page, title)
    .getByRole("button", { name: `Publish: ${title}` })
    .click();
  await expect(row(page, title).getByText("Published")).toBeVisible();
  await expect(row(page, title).getByRole("cell").nth(2)).toHaveText("0");

  // On the public listing, and downloadable.
  await page.goto("/ebooks");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByText("AI & Productivity")).toBeVisible();
  await expect(card.getByText("0 downloads")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe("%PDF-");

  // The count rose by one, and a second download by the same visitor within the hour does not add to it.
  await page.goto("/admin/ebooks");
  await expect(row(page, title).getByRole("cell").nth(2)).toHaveText("1");
  const slug = title.toLowerCase().replace(/ /g, "-");
  const again = await page.evaluate(
    async (url) => (await fetch(url, { headers: { Accept: "application/json" } })).json(),
    `/api/ebooks/${slug}/download`,
  );
  expect(again).toEqual({ url: "/downloads/ebooks/ai-writing-prompts-guide.pdf", fileName: `${slug}.pdf` });
  await page.reload();
  await expect(row(page, title).getByRole("cell").nth(2)).toHaveText("1");

  // Featured on and off.
  await row(page, title)
    .getByRole("button", { name: `Mark as featured: ${title}` })
    .click();
  await expect(row(page, title).getByLabel("Featured", { exact: true })).toBeVisible();
  // The cached home page and sitemap are refreshed by the save.
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/ebooks/${slug}</loc>`);
  await page.goto("/");
  const homeCard = page
    .getByRole("region", { name: "Free ebooks" })
    .getByRole("article")
    .filter({ hasText: title });
  await expect(homeCard).toBeVisible();
  await page.goto("/admin/ebooks");
  await row(page, title)
    .getByRole("button", { name: `Remove from featured: ${title}` })
    .click();
  await expect(row(page, title).getByLabel("Featured", { exact: true })).toHaveCount(0);
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Free ebooks" }).getByRole("article").filter({ hasText: title }),
  ).toHaveCount(0);
  await page.goto("/admin/ebooks");

  // Delete, after SPEC's confirmation.
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete "${title}"?`);
    void dialog.accept();
  });
  await row(page, title)
    .getByRole("button", { name: `Delete: ${title}` })
    .click();
  await expect(row(page, title)).toHaveCount(0);
  await page.goto("/ebooks");
  await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/ebooks/${slug}</loc>`);
});

test("an ebook made from an uploaded PDF: paid, published from the form, downloaded, then edited", async ({
  page,
}) => {
  const title = `E2E Upload Ebook ${unique()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  const pdf = await makePdf(title);
  await signInAsAdmin(page);
  await page.goto("/admin/ebooks/new");
  await page.getByLabel("Title *").fill(title);
  await page.getByLabel("Description *").fill("Uploaded instead of linked.");
  await page.getByLabel("Excerpt").fill("A short summary for the card.");
  await page
    .getByLabel(/Or upload the file/)
    .setInputFiles({ name: "book.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Free Ebook").uncheck();
  await page.getByLabel("Price ($)").fill("4.99");
  await page.getByLabel("Pages").fill("1");
  await page.getByRole("button", { name: "Create Ebook" }).click();
  await expect(page.getByText("Ebook created successfully! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ebooks$/);
  await expect(row(page, title).getByText("Published")).toBeVisible();

  await page.goto(`/ebooks/${slug}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveText("$4.99");
  await expect(page.getByText("A short summary for the card.")).toBeVisible();
  await expect(page.getByText(formatFileSize(pdf.length)!, { exact: true })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}.pdf`);
  expect((await downloadedBytes(download)).equals(pdf)).toBe(true);

  // Editing: the slug no longer follows the title.
  await page.goto("/admin/ebooks");
  await row(page, title)
    .getByRole("link", { name: `Edit: ${title}` })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Ebook" })).toBeVisible();
  await page.getByLabel("Title *").fill(`${title} Revised`);
  await expect(page.getByLabel("Slug *")).toHaveValue(slug);
  await page.getByRole("button", { name: "Update Ebook" }).click();
  await expect(page.getByText("Ebook updated successfully! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ebooks$/);
  await expect(row(page, `${title} Revised`).getByRole("cell").nth(2)).toHaveText("1");
});

test("Manage Ebooks filters by search, status and category", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/ebooks");
  await page.getByLabel("Search ebooks").fill("SEO Essentials");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=SEO\+Essentials/);
  await expect(row(page, "SEO Essentials for Bloggers")).toBeVisible();
  await expect(row(page, "Social Media Growth Blueprint")).toHaveCount(0);
  await page.goto("/admin/ebooks");
  await page.getByLabel("Category").selectOption({ label: "Social Media" });
  await expect(page).toHaveURL(/category=social-media/);
  await expect(row(page, "Social Media Growth Blueprint")).toBeVisible();
  await expect(row(page, "SEO Essentials for Bloggers")).toHaveCount(0);
  await page.getByLabel("Status").selectOption("archived");
  await expect(page.getByText("No ebooks found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Ebook" })).toBeVisible();
});
