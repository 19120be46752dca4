import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";
import { createPostInEditor, uniqueTitle } from "./helpers/blog";

test("search, filter and sort live in the URL; two posts are bulk deleted", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const token = uniqueTitle("Filterable").split(" ")[1]!;
  const draft = `Draft ${token}`;
  const live = `Live ${token}`;
  await createPostInEditor(page, { title: draft, body: "Draft body.", category: "Networking" });
  await createPostInEditor(page, { title: live, body: `Body mentions ${token}.`, status: "Published" });

  await expect(page.getByRole("heading", { name: "Blog Posts", level: 1 })).toBeVisible();
  await expect(page.getByText("Manage your blog content")).toBeVisible();
  for (const tile of ["Total Posts", "Published", "Drafts", "Scheduled", "Total Views"]) {
    await expect(page.getByRole("term").filter({ hasText: tile })).toBeVisible();
  }

  await page.getByRole("searchbox", { name: "Search posts" }).fill(token);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(page.getByText("Showing 1 to 2 of 2 posts")).toBeVisible();

  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Draft" });
  await expect(page).toHaveURL(/status=draft/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(draft);
  await expect(cards.first()).toContainText("Networking");

  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue(token);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("draft");
  await page.getByRole("button", { name: "Remove filter Status: Draft" }).click();
  await expect(cards).toHaveCount(2);

  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Networking" });
  await expect(page).toHaveURL(/category=\d+/);
  await expect(cards).toHaveCount(1);
  await page.goBack();
  await expect(cards).toHaveCount(2);

  await page.getByLabel("Sort By", { exact: true }).selectOption({ label: "Title" });
  await expect(page).toHaveURL(/sort=title/);
  await page.getByRole("button", { name: "Sort direction: descending" }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  await expect(cards.first()).toContainText(draft);
  await expect(page.getByText("Sort: Title (ascending)")).toBeVisible();

  await page.getByRole("checkbox", { name: `Select ${draft}` }).check();
  await expect(page.getByText("1 post selected")).toBeVisible();
  await page.getByRole("checkbox", { name: `Select ${live}` }).check();
  await expect(page.getByText("2 posts selected")).toBeVisible();
  page.once("dialog", (d) => {
    expect(d.message()).toBe("Are you sure you want to delete 2 posts?");
    void d.accept();
  });
  await page.getByRole("button", { name: "Delete Selected" }).click();
  await expect(page.getByText("No posts found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await expect(page.getByText(/posts? selected/)).toHaveCount(0);
});

test("one post is deleted from its card after the confirmation", async ({ page }) => {
  await signInAsAdmin(page);
  const title = uniqueTitle("Single delete");
  await createPostInEditor(page, { title, body: "Short-lived." });
  const card = page.getByRole("article", { name: title });
  await expect(card.getByRole("button", { name: "Copy URL" })).toHaveCount(0);
  page.once("dialog", (d) => {
    expect(d.message()).toBe("Are you sure you want to delete this post?");
    void d.accept();
  });
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
});

test("a post id past the integer column is a 404, in the editor's address and the list's filter", async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const path of ["/admin/posts/edit/99999999999", "/admin/posts/edit/2147483648"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
  }
  // /admin/posts/{id} opens the editor's address, which is the 404 above.
  expect((await page.request.get("/admin/posts/99999999999")).status()).toBe(404);
  // A category filter no row can match lists no filter, as an unknown one does.
  expect((await page.request.get("/admin/posts?category=99999999999")).status()).toBe(200);
});
