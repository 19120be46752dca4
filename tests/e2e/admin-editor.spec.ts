import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";
import { createPostInEditor, uniqueTitle } from "./helpers/blog";

test("write a post with the toolbar, category and tags, preview it, save it, then edit it", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/posts/new");
  const title = uniqueTitle("Editor Post");
  await page.getByLabel("Title *").fill(title);
  await expect(page.getByLabel("Slug *")).toHaveValue(title.toLowerCase().replace(/ /g, "-"));
  await page.getByLabel("Excerpt").fill("A short summary for the card.");

  const editor = page.getByRole("textbox", { name: "Content *" });
  await expect(editor).toHaveAttribute("aria-multiline", "true");
  await editor.click();
  await page.keyboard.type("Opening paragraph.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("A section heading");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("strong words");
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor.locator("h2")).toHaveText("A section heading");
  await expect(editor.locator("strong")).toHaveText("strong words");

  const categoryBox = page.getByRole("combobox", { name: "Category" });
  await categoryBox.fill("mark");
  await page.getByRole("listbox", { name: "Categories" }).getByRole("option", { name: "Marketing" }).click();
  await expect(categoryBox).toHaveValue("Marketing");

  const tagSearch = page.getByRole("combobox", { name: "Tags" });
  await tagSearch.click();
  await page.getByRole("listbox", { name: "Tag suggestions" }).getByRole("option", { name: "SEO" }).click();
  await tagSearch.fill("Brand");
  await page
    .getByRole("listbox", { name: "Tag suggestions" })
    .getByRole("option", { name: "Branding" })
    .click();
  const chosen = page.getByRole("list", { name: "Selected tags" });
  await expect(chosen.getByRole("listitem")).toHaveText(["SEO", "Branding"]);
  await tagSearch.fill("");
  await tagSearch.click();
  await expect(
    page.getByRole("listbox", { name: "Tag suggestions" }).getByRole("option", { name: "SEO" }),
  ).toHaveCount(0);

  await page.getByLabel("SEO Title").fill(`${title} | Creatorkit`);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("article", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview).toContainText("A short summary for the card.");
  await expect(preview.locator(".post-html h2")).toHaveText("A section heading");
  await expect(preview.locator("strong")).toHaveText("strong words");
  await page.getByRole("button", { name: "Hide Preview" }).click();
  await expect(preview).toBeHidden();

  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Draft");
  await expect(card).toContainText("Marketing");
  await expect(card).toContainText("SEO");
  await expect(card).toContainText("Branding");

  await card.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Post", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Content *" }).locator("h2")).toHaveText(
    "A section heading",
  );
  await expect(page.getByRole("list", { name: "Selected tags" }).getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Title *").fill(`${title} edited`);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Published" });
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  const edited = page.getByRole("article", { name: `${title} edited` });
  await expect(edited).toContainText("Published");
  await expect(edited.getByRole("button", { name: "Copy URL" })).toBeVisible();
});

test("the category and tag comboboxes work from the keyboard, and no key in them saves the post", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title *").fill(uniqueTitle("Keyboard Terms"));
  let saves = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/posts")) saves += 1;
  });

  const tags = page.getByRole("combobox", { name: "Tags" });
  const suggestions = page.getByRole("listbox", { name: "Tag suggestions" });
  await tags.fill("zzz-no-such-tag");
  await tags.press("Enter");
  await tags.fill("Bran");
  await tags.press("ArrowDown");
  await expect(suggestions.getByRole("option", { name: "Branding" })).toHaveAttribute("data-focus", "");
  await tags.press("Enter");
  const chosen = page.getByRole("list", { name: "Selected tags" });
  await expect(chosen.getByRole("listitem")).toHaveText(["Branding"]);
  await tags.fill("");
  await tags.press("ArrowDown");
  await expect(suggestions).toBeVisible();
  const first = await suggestions.getByRole("option").first().textContent();
  await tags.press("ArrowDown");
  await tags.press("ArrowUp");
  await tags.press("Enter");
  await expect(chosen.getByRole("listitem")).toHaveText(["Branding", first!.trim()]);
  await tags.press("ArrowDown");
  await expect(suggestions).toBeVisible();
  await tags.press("Escape");
  await expect(suggestions).toBeHidden();
  await tags.press("Enter");

  const category = page.getByRole("combobox", { name: "Category" });
  await category.fill("mark");
  await category.press("ArrowDown");
  await category.press("Enter");
  await expect(category).toHaveValue("Marketing");
  await category.press("ArrowDown");
  await expect(page.getByRole("listbox", { name: "Categories" })).toBeVisible();
  await category.press("Escape");
  await expect(page.getByRole("listbox", { name: "Categories" })).toBeHidden();
  await category.press("Enter");

  // Nothing above submitted the form: still on the new-post screen, no save request sent.
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expect(page.getByRole("heading", { name: "Create New Post", level: 1 })).toBeVisible();
  expect(saves).toBe(0);
});

test("Quote and Heading turn a list item into a quote or a heading, lifting it out of the list", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/posts/new");
  const editor = page.getByRole("textbox", { name: "Content *" });
  await editor.click();
  await page.getByRole("button", { name: "Bullet list" }).click();
  await page.keyboard.type("First item");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Quoted item");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Heading item");

  await editor.getByText("Quoted item").click();
  await page.getByRole("button", { name: "Quote" }).click();
  await expect(editor.locator("blockquote")).toHaveText("Quoted item");
  await expect(page.getByRole("button", { name: "Quote" })).toHaveAttribute("aria-pressed", "true");

  await editor.getByText("Heading item").click();
  await page.getByRole("button", { name: "Heading 3" }).click();
  await expect(editor.locator("h3")).toHaveText("Heading item");
  // The rest of the list stays a list; the changed items left it.
  await expect(editor.locator("li")).toHaveText(["First item"]);
});

test("typing into the Category box after a click searches what was typed", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/posts/new");
  const category = page.getByRole("combobox", { name: "Category" });
  const options = page.getByRole("listbox", { name: "Categories" }).getByRole("option");
  await expect(category).toHaveValue("");
  await expect(category).toHaveAttribute("placeholder", /No Category/);

  await category.click();
  await page.keyboard.type("SEO");
  await expect(category).toHaveValue("SEO");
  // Other specs may add categories meanwhile: what is shown is what matches, and never "No Category".
  await expect(options.getByText("SEO", { exact: true })).toBeVisible();
  await expect(options.filter({ hasText: "No Category" })).toHaveCount(0);
  await options.getByText("SEO", { exact: true }).click();
  await expect(category).toHaveValue("SEO");

  // A chosen name is replaced by what is typed after a click, not added to.
  await category.click();
  await page.keyboard.type("mark");
  await expect(category).toHaveValue("mark");
  await expect(options.getByText("Marketing", { exact: true })).toBeVisible();
  await expect(options.filter({ hasText: "SEO" })).toHaveCount(0);
  await options.getByText("Marketing", { exact: true }).click();
  await expect(category).toHaveValue("Marketing");
});

test("a draft autosaves while edited, and leaving with unsaved changes asks first", async ({ page }) => {
  await signInAsAdmin(page);
  const title = uniqueTitle("Autosave Draft");
  await createPostInEditor(page, { title, body: "First version." });
  await page.getByRole("article", { name: title }).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Post", level: 1 })).toBeVisible();

  await page.getByLabel("Excerpt").fill("Typed, never saved by hand.");
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole("link", { name: "Back to Posts" }).click();
  await expect.poll(() => asked).toBe("You have unsaved changes. Leave this page?");
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);

  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel("Excerpt")).toHaveValue("Typed, never saved by hand.");
  // Nothing unsaved now: Back to Posts leaves without asking.
  await page.getByRole("link", { name: "Back to Posts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
});

test("a post needs a title and content", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title *").fill(uniqueTitle("No body"));
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Content is required")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
});

test("a font family from the toolbar is saved with its fallback and shows as chosen when edited again", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/posts/new");
  const title = uniqueTitle("Font Post");
  await page.getByLabel("Title *").fill(title);
  const editor = page.getByRole("textbox", { name: "Content *" });
  await editor.click();
  await page.keyboard.type("Set in Georgia.");
  await page.keyboard.press("ControlOrMeta+a");
  const family = page.getByRole("combobox", { name: "Font family" });
  await family.selectOption({ label: "Georgia" });
  await expect(editor.locator("span")).toHaveCSS("font-family", "Georgia, serif");
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);

  await page.getByRole("article", { name: title }).getByRole("link", { name: "Edit" }).click();
  const saved = page.getByRole("textbox", { name: "Content *" });
  await expect(saved.locator("span")).toHaveText("Set in Georgia.");
  await saved.locator("span").click();
  await expect(family).toHaveValue("Georgia, serif");
  await expect(family.locator("option:checked")).toHaveText("Georgia");
});
