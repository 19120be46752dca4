import { expect, test } from "./fixtures";
import { OPEN_REDIRECT_PAYLOADS } from "../../scripts/security/open-redirect";
import { signInAsAdmin, signInSiteUser, signUpSiteUser, uniqueEmail } from "./helpers/auth";

// ?next= after sign-in must never lead off the site, and no value of it may make a page answer 500.
test.describe.configure({ mode: "serial" });

const email = uniqueEmail("redirect");
const password = "redirect-password-1";
const withNext = (page: string, next: string) => `${page}?${new URLSearchParams({ next })}`;

test("signing in from a link with a hostile next lands on the dashboard; a same-site next is kept", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000); // six sign-ins
  await signUpSiteUser(page, email, password);
  const signInFrom = async (next: string) => {
    await page.context().clearCookies();
    await page.goto(withNext("/login", next));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
  };
  for (const payload of [
    "/\t/evil.example/x",
    "/\\/evil.example",
    "/%09/evil.example",
    "https:evil.example",
  ]) {
    await signInFrom(payload);
    await expect(page, JSON.stringify(payload)).toHaveURL(`${baseURL}/dashboard`);
  }
  await signInFrom("/blog");
  await expect(page).toHaveURL(`${baseURL}/blog`);
});

test("a signed-in visitor opening /login with any payload goes to the dashboard, never to a 500", async ({
  page,
  baseURL,
}) => {
  await signInSiteUser(page, email, password);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  // The browser's own requests (its session cookie), without following the redirect: where it points.
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    const response = await page.request.get(withNext("/login", payload), { maxRedirects: 0 });
    expect(response.status(), JSON.stringify(payload)).toBe(307);
    expect(response.headers().location, JSON.stringify(payload)).toBe("/dashboard");
  }
  await page.goto(withNext("/login", "/\t/evil.example/x"));
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

test("the admin login ignores hostile payloads, signed out and signed in", async ({ page }) => {
  for (const payload of ["/\n/evil.example", "//evil.example", "/%0d%0aSet-Cookie:%20x=1"]) {
    const response = await page.goto(withNext("/admin/login", payload));
    expect(response?.status(), JSON.stringify(payload)).toBe(200);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  }
  await signInAsAdmin(page);
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    const response = await page.request.get(withNext("/admin/login", payload), { maxRedirects: 0 });
    expect(response.status(), JSON.stringify(payload)).toBe(307);
    expect(response.headers().location, JSON.stringify(payload)).toBe("/admin");
  }
});
