import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("the admin sees uploaded files with their use and deletes an orphan", async ({ page }) => {
  await signInAsAdmin(page);
  // An image uploaded in the editor and never saved with a post is an orphan.
  await page.goto("/admin/posts/new");
  // The slug follows the title only once React runs; a file chosen before that would have no handler.
  await page.getByLabel("Title *").fill("Orphan image");
  await expect(page.getByLabel("Slug *")).toHaveValue("orphan-image");
  await page
    .getByLabel("Upload featured image")
    .setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PNG });
  const field = page.getByLabel("Featured Image URL");
  await expect(field).toHaveValue(/^\/api\/uploads\/images\//);
  const key = (await field.inputValue()).replace("/api/uploads/", "");

  await page.goto("/admin");
  await page.getByRole("link", { name: "Files" }).click();
  await expect(page.getByRole("heading", { name: "Files", level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: `File ${key}` });
  await expect(row.getByText("Not used")).toBeVisible();
  await row.getByRole("button", { name: `Delete ${key}` }).click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/uploads/${key}`)).status()).toBe(404);
});
