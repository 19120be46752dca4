import { expect, test } from "./fixtures";
import { signUpSiteUser, uniqueEmail } from "./helpers/auth";

test("signed out, the navbar shows the five links and Sign In", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Tools", "Ebooks", "Blog", "About Us", "Contact Us"]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("a link fetches its page when the visitor points at it or focuses it, not when it comes into view", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1") fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  const nav = page.getByRole("navigation", { name: "Main" });
  const isRscOf = (path: string) => (request: { url(): string; headers(): Record<string, string> }) =>
    request.headers()["rsc"] === "1" && new URL(request.url()).pathname === path;
  const tools = page.waitForRequest(isRscOf("/tools"));
  await nav.getByRole("link", { name: "Tools" }).hover();
  await tools;
  const blog = page.waitForRequest(isRscOf("/blog"));
  await nav.getByRole("link", { name: "Blog" }).focus();
  await blog;
  await nav.getByRole("link", { name: "Tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("signed in, the navbar shows the e-mail with Dashboard and Sign Out, which returns home", async ({
  page,
}) => {
  const email = uniqueEmail("navbar");
  await signUpSiteUser(page, email, "navbar-password-1");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: email });
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(email).first()).toBeVisible();

  await page.getByRole("button", { name: email }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test("the dashboard changes the password: the new one works, the old one does not", async ({ page }) => {
  const email = uniqueEmail("change");
  await signUpSiteUser(page, email, "first-password-1");
  await page.getByLabel("Current password").fill("first-password-1");
  await page.getByLabel("New password", { exact: true }).fill("second-password-2");
  await page.getByLabel("Confirm new password").fill("second-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed.", { exact: false })).toBeVisible();
  await page.locator("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password", { exact: true }).fill("second-password-2");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("on a phone the menu collapses behind a button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toHaveCount(0);
});

test("on a phone Escape closes the menu and gives focus back to its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await menu.getByRole("link", { name: "Blog" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("an unknown path shows the not-found page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByText(/^\d0\+ free AI tools$/)).toBeVisible();
});

test("/api/health reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({
    status: "ok",
    database: { driver: "pglite", reachable: true, migrated: true },
  });
  // The statistics event log, once a count or a read opened it (null before): nothing refused, no error.
  if (health.statistics !== null)
    expect(health.statistics).toMatchObject({ dropped: 0, full: false, storeError: null });
});

test("the footer links to the six static pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const [label, href] of [
    ["About Us", "/about"],
    ["Contact Us", "/contact"],
    ["FAQ", "/faq"],
    ["Terms of Service", "/terms-of-service"],
    ["Privacy Policy", "/privacy-policy"],
    ["Disclaimer", "/disclaimer"],
  ] as const) {
    await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
});
