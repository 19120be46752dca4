import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";

test("System shows the database and services, and tests the connection", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "System" }).click();
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  await expect(page.getByText("Embedded PGlite")).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ applied$/)).toBeVisible();
  await expect(page.getByText("Built-in offline engine")).toBeVisible();
  await page.getByRole("button", { name: "Test Connection" }).click();
  await expect(page.getByText(/^✅ Database connection successful! \(\d+ ms\)$/)).toBeVisible();
});

test("the sidebar holds the Blogs and Ebooks groups and collapses", async ({ page }) => {
  await signInAsAdmin(page);
  const sidebar = page.getByRole("complementary", { name: "Admin navigation" });
  for (const label of ["Dashboard", "All Posts", "New Post", "Tags", "All Ebooks", "Add New", "System"]) {
    await expect(sidebar.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(sidebar.getByText("Blogs")).toBeVisible();
  await expect(sidebar.getByText("Ebooks", { exact: true })).toBeVisible();
  await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar.getByText("Blogs")).toHaveCount(0);
  await page.reload();
  await expect(sidebar.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
});
