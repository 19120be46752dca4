import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";

// Runs before every other spec (playwright.config.ts), while the database holds exactly the demo content.
test("the dashboard shows the demo blog's numbers and panels", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByText("Welcome back! Here's what's happening with your blog.")).toBeVisible();

  const stats = page.getByRole("list", { name: "Blog statistics" });
  const card = (title: string) => stats.getByRole("listitem").filter({ hasText: title });
  await expect(card("Total Posts")).toContainText("2");
  await expect(card("Total Posts")).toContainText("2 published");
  await expect(card("Total Views")).toContainText("2,140");
  await expect(card("Total Views")).toContainText("Across all published posts");
  await expect(card("Categories")).toContainText("8");
  await expect(card("Tags")).toContainText("8");
  await expect(card("Tags").getByRole("link", { name: "Manage tags" })).toHaveAttribute(
    "href",
    "/admin/tags",
  );

  const status = page.getByRole("region", { name: "Post Status" });
  await expect(status.getByRole("listitem").filter({ hasText: "Published" })).toContainText("2 (100.0%)");
  await expect(status.getByRole("listitem").filter({ hasText: "Draft" })).toContainText("0 (0.0%)");
  await expect(status.getByRole("listitem").filter({ hasText: "Scheduled" })).toContainText("0 (0.0%)");

  const recent = page.getByRole("region", { name: "Recent Posts" });
  await expect(recent.getByRole("listitem")).toHaveCount(2);
  await expect(recent.getByRole("listitem").first()).toContainText("SEO Best Practices for 2024");
  await expect(recent.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/admin/posts");

  const top = page.getByRole("region", { name: "Top Posts" });
  await expect(top.getByRole("listitem").first()).toContainText(
    "1Getting Started with AI Content Creation1,250",
  );
  await expect(top.getByRole("listitem").nth(1)).toContainText("2SEO Best Practices for 2024890");

  const byCategory = page.getByRole("region", { name: "Posts by Category" });
  await expect(byCategory.getByRole("listitem")).toHaveCount(2);
  await expect(byCategory).toContainText("AI Tools");
  await expect(byCategory).toContainText("SEO");

  const quick = page.getByRole("region", { name: "Quick Actions" });
  for (const label of ["New Post", "All Posts", "Categories", "Tags"]) {
    await expect(quick.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Views (last 30 days)" })).toBeVisible();

  await page.getByRole("button", { name: "Refresh" }).click();
  await page.getByRole("button", { name: "Test Connection" }).click();
  await expect(page.getByText(/^✅ Database connection successful! \(\d+ ms\)$/)).toBeVisible();

  await page.getByRole("link", { name: "New Post" }).first().click();
  await expect(page.getByRole("heading", { name: "Create New Post" })).toBeVisible();
});
