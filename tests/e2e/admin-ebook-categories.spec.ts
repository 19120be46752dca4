import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";

test("ebook categories: create, search, edit and delete", async ({ page }) => {
  const name = `E2E Category ${Date.now()}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page
    .getByRole("complementary", { name: "Admin navigation" })
    .getByRole("link", { name: "Categories" })
    .last()
    .click();
  await expect(page).toHaveURL(/\/admin\/ebook-categories$/);
  await expect(page.getByRole("heading", { name: "Ebook Categories", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Social Media" })).toBeVisible();

  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  // The slug is regenerated on every change of the name; with a blank name, Create does nothing.
  await dialog.getByLabel("Name *").fill("Temp");
  await expect(dialog.getByLabel("Slug *")).toHaveValue("temp");
  await dialog.getByLabel("Name *").fill("");
  await expect(dialog.getByLabel("Slug *")).toHaveValue("");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name *").fill(name);
  await expect(dialog.getByLabel("Slug *")).toHaveValue(slug);
  await dialog.getByLabel("Color", { exact: true }).fill("#EC4899");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByText("No description")).toBeVisible();
  await expect(card.getByText(slug)).toBeVisible();
  await expect(card.getByText("#EC4899")).toBeVisible();

  await card.getByRole("button", { name: `Edit: ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Category" });
  await editor.getByLabel("Description").fill("Checklists made by the end-to-end suite");
  await editor.getByRole("button", { name: "Update" }).click();
  await expect(editor).toBeHidden();
  await expect(card.getByText("Checklists made by the end-to-end suite")).toBeVisible();

  // Search covers the description too.
  await page.getByLabel("Search categories").fill("end-to-end suite");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
  await page.getByLabel("Search categories").fill("nothing matches this");
  await expect(page.getByText("No categories found")).toBeVisible();
  await page.getByLabel("Search categories").fill("");

  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe(`Are you sure you want to delete "${name}"?`);
    void confirm.accept();
  });
  await card.getByRole("button", { name: `Delete: ${name}` }).click();
  await expect(card).toHaveCount(0);
});

test("a new ebook category shows up in the ebook form and the public filter", async ({ page }) => {
  const name = `E2E Filter ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto("/admin/ebook-categories");
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Name *").fill(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/admin/ebooks/new");
  await expect(page.getByLabel("Category").getByRole("option", { name })).toBeAttached();
  await page.goto("/ebooks");
  await expect(page.getByLabel("Filter by category").getByRole("option", { name })).toBeAttached();
});
