import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";
import { expectFitsWidth } from "./helpers/layout";

// The admin on a 375 px phone: the sidebar is a drawer, and every screen fits the width (wide tables
// scroll inside their own box, the page itself never scrolls sideways).
test.use({ viewport: { width: 375, height: 740 } });

const SCREENS: [path: string, heading: string][] = [
  ["/admin", "Dashboard"],
  ["/admin/posts", "Blog Posts"],
  ["/admin/posts/new", "Create New Post"],
  ["/admin/categories", "Categories"],
  ["/admin/tags", "Tags"],
  ["/admin/ebooks", "Manage Ebooks"],
  ["/admin/ebooks/new", "Create New Ebook"],
  ["/admin/ebook-categories", "Ebook Categories"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/inbox", "Inbox"],
  ["/admin/outbox", "Outbox"],
  ["/admin/system", "System"],
];

test("the sidebar is a drawer: it opens from the top bar, navigates, and closes with Escape", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole("complementary", { name: "Admin navigation" })).toBeHidden();
  const main = page.getByRole("main");
  expect((await main.boundingBox())?.width).toBeGreaterThan(330);

  const opener = page.getByRole("button", { name: "Open admin menu" });
  await opener.click();
  const drawer = page.getByRole("dialog", { name: "Creatorkit Admin" });
  await drawer.getByRole("link", { name: "Tags" }).click();
  await expect(page).toHaveURL(/\/admin\/tags$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Tags", level: 1 })).toBeVisible();

  await opener.click();
  await expect(drawer.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test("every admin screen fits a 375 px screen", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const screens = [...SCREENS];
  await page.goto("/admin/posts");
  const editHref = await page.getByRole("link", { name: "Edit" }).first().getAttribute("href");
  if (editHref) screens.push([editHref, "Edit Post"]);
  await page.goto("/admin/ebooks");
  const ebookEdit = await page.getByRole("link", { name: /^Edit/ }).first().getAttribute("href");
  if (ebookEdit) screens.push([ebookEdit, "Edit Ebook"]);
  expect(screens.length).toBe(SCREENS.length + 2);

  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeInViewport();
    await expectFitsWidth(page, path);
  }
});
