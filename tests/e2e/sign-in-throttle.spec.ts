import { expect, request as playwrightRequest, test, type Request } from "./fixtures";
import { signInAsAdmin, signInSiteUser, signUpSiteUser, uniqueEmail } from "./helpers/auth";

// One account is locked out, then the admin's "clear lockouts" action is replayed without a session
// (a direct POST): it must change nothing. Serial, because each step builds on the one before.
test.describe.configure({ mode: "serial" });

const email = uniqueEmail("locked");
const password = "right-password-1";

test("after 5 failures in a row the 6th attempt is refused, even with the right password", async ({
  page,
}) => {
  await signUpSiteUser(page, email, password);
  await page.context().clearCookies();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signInSiteUser(page, email, `wrong-password-${attempt}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  }
  await signInSiteUser(page, email, password);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    /^Too many attempts, try again in 1[45] minutes$/,
  );
  await expect(page).toHaveURL(/\/login$/);
});

test("the owner's known browser signs in while the account is under attack", async ({ browser }) => {
  test.setTimeout(90_000); // two browsers, eight sign-ins
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const ownerEmail = uniqueEmail("attacked");
  await signUpSiteUser(ownerPage, ownerEmail, password);
  await owner.clearCookies();
  await signInSiteUser(ownerPage, ownerEmail, password); // signed in: this browser is now a known device
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  // The session ends (as after a week); the device cookie stays with the browser.
  await owner.clearCookies({ name: /^better-auth\./ });
  expect((await owner.cookies()).map((c) => c.name)).toEqual([expect.stringMatching(/^ck_device_/)]);

  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signInSiteUser(attackerPage, ownerEmail, `wrong-guess-${attempt}`);
    await expect(attackerPage.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  }
  await signInSiteUser(attackerPage, ownerEmail, password);
  await expect(attackerPage.getByRole("main").getByRole("alert")).toHaveText(/^Too many attempts/);

  await signInSiteUser(ownerPage, ownerEmail, password);
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  await Promise.all([owner.close(), attacker.close()]);
});

test("an admin action posted without a session is refused and changes nothing", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/system");
  // Capture the exact request the page sends for "Clear sign-in lockouts", without letting it through.
  let captured: Request | undefined;
  await page.route("**/admin/system", async (route) => {
    if (route.request().method() === "POST") {
      captured = route.request();
      await route.abort();
    } else {
      await route.continue();
    }
  });
  await page.getByRole("button", { name: "Clear sign-in lockouts" }).click();
  await expect.poll(() => captured).toBeTruthy();

  const headers = await captured!.allHeaders();
  delete headers.cookie;
  const replay = async (cookie?: string) => {
    const client = await playwrightRequest.newContext({ baseURL });
    const response = await client.post("/admin/system", {
      headers: cookie ? { ...headers, cookie } : headers,
      data: captured!.postDataBuffer() ?? undefined,
      maxRedirects: 0,
    });
    const result = { status: response.status(), body: await response.text() };
    await client.dispose();
    return result;
  };

  // No cookie at all: the proxy turns it away before any action code runs.
  const bare = await replay();
  expect(bare.status).toBe(307);

  // A cookie that gets past the proxy: the action's own server-side check refuses it.
  const forged = await replay("better-auth.session_token=forged.value");
  expect(forged.status).toBe(200);
  expect(forged.body).toContain("You are not allowed to do that.");

  // A real session of a site user (not an admin): refused the same way.
  const userContext = await page.context().browser()!.newContext();
  await signUpSiteUser(await userContext.newPage(), uniqueEmail("replayer"), "replayer-password-1");
  const userCookie = (await userContext.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await userContext.close();
  const asUser = await replay(userCookie);
  expect(asUser.status).toBe(200);
  expect(asUser.body).toContain("You are not allowed to do that.");
  for (const r of [bare, forged, asUser]) expect(r.body).not.toContain("Cleared");

  // Still locked out: the replay cleared nothing.
  const probe = await page.context().browser()!.newContext();
  const probePage = await probe.newPage();
  await signInSiteUser(probePage, email, password);
  await expect(probePage.getByRole("main").getByRole("alert")).toHaveText(/^Too many attempts/);
  await probe.close();
});

test("the admin clears lockouts from System, and the account signs in again", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/system");
  await page.getByRole("button", { name: "Clear sign-in lockouts" }).click();
  await expect(page.getByText(/^✅ Cleared \d+ sign-in lockouts?\.$/)).toBeVisible();

  const user = await browser.newContext();
  const userPage = await user.newPage();
  await signInSiteUser(userPage, email, password);
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await user.close();
});
