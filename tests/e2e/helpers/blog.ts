import { expect, type Page } from "@playwright/test";

/** A title no other test uses, so parallel tests can find their own posts and terms. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Writes a post through the editor as a person would, and saves it. */
export async function createPostInEditor(
  page: Page,
  post: { title: string; body: string; status?: "Draft" | "Published" | "Scheduled"; category?: string },
): Promise<void> {
  await page.goto("/admin/posts/new");
  await expect(page.getByRole("heading", { name: "Create New Post", level: 1 })).toBeVisible();
  await page.getByLabel("Title *").fill(post.title);
  const editor = page.getByRole("textbox", { name: "Content *" });
  await editor.click();
  await page.keyboard.type(post.body);
  if (post.status) await page.getByLabel("Status", { exact: true }).selectOption({ label: post.status });
  if (post.category) {
    await page.getByRole("combobox", { name: "Category" }).click();
    await page
      .getByRole("listbox", { name: "Categories" })
      .getByRole("option", { name: post.category })
      .click();
  }
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
}
