import { expect, test, type Page } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";
import { uniqueTitle } from "./helpers/blog";

const screens = [
  { path: "/admin/categories", heading: "Categories", add: "Add Category", word: "category", prefix: "" },
  { path: "/admin/tags", heading: "Tags", add: "Add Tag", word: "tag", prefix: "#" },
] as const;

async function addTerm(page: Page, add: string, name: string) {
  await page.getByRole("button", { name: add }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name *").fill(name);
  return dialog;
}

for (const screen of screens) {
  test(`${screen.heading}: create, search, edit and delete through the modal`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
    // The demo content is listed by name.
    await expect(page.getByText("Content Creation", { exact: true })).toBeVisible();

    const name = uniqueTitle(`E2E ${screen.word}`);
    const slug = name.toLowerCase().replace(/ /g, "-");
    let dialog = await addTerm(page, screen.add, name);
    // The slug follows the name while it is not typed by hand.
    await expect(dialog.getByLabel("Slug *")).toHaveValue(slug);
    await dialog.getByRole("button", { name: "Color #EF4444" }).click();
    await expect(dialog.getByRole("button", { name: "Color #EF4444" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await dialog.getByLabel("Description").fill("Made by the end-to-end test");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("main").getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText(`${screen.prefix}${slug}`);
    await expect(row).toContainText("Made by the end-to-end test");

    // A second one with the same slug is refused with SPEC's wording.
    dialog = await addTerm(page, screen.add, name);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByRole("alert").first()).toContainText(
      `Error saving ${screen.word}: A ${screen.word} with the slug "${slug}" already exists`,
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const search = page.getByRole("searchbox");
    await search.fill(slug);
    await expect(page).toHaveURL(new RegExp(`q=${slug}`));
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    await search.fill("no-such-thing-anywhere");
    await expect(page.getByText(`No ${screen.heading.toLowerCase()} found`)).toBeVisible();
    await search.fill(slug);

    await page.getByRole("button", { name: `Edit ${name}` }).click();
    dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Slug *")).toHaveValue(slug);
    await dialog.getByLabel("Name *").fill(`${name} renamed`);
    await expect(dialog.getByLabel("Slug *")).toHaveValue(slug);
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} renamed`)).toBeVisible();

    page.once("dialog", (d) => {
      expect(d.message()).toBe(`Are you sure you want to delete this ${screen.word}?`);
      void d.accept();
    });
    await page.getByRole("button", { name: `Delete ${name} renamed` }).click();
    await expect(page.getByText(`No ${screen.heading.toLowerCase()} found`)).toBeVisible();
  });
}
