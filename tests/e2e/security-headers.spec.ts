import { expect, test, type Page } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";

// Every page kind carries its Content-Security-Policy, and a walk of the site's pages reports no
// violation: the browser fires `securitypolicyviolation` and logs a console error for each.

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (
      message.type() === "error" &&
      /Content Security Policy|Content-Security-Policy/i.test(message.text())
    ) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  return violations;
}

const PUBLIC_PAGES = [
  "/",
  "/tools",
  "/tool/ai-bio-generator",
  "/blog",
  "/blog/search?q=seo",
  "/ebooks",
  "/about",
  "/faq",
  "/contact",
  "/privacy-policy",
  "/login",
  "/forgot-password",
  "/admin/login",
];
const ADMIN_PAGES = [
  "/admin",
  "/admin/posts",
  "/admin/posts/new",
  "/admin/ebooks",
  "/admin/ebooks/new",
  "/admin/files",
  "/admin/system",
];

test("each page kind gets its policy: a nonce on per-request pages, the cached policy elsewhere", async ({
  request,
}) => {
  const policyOf = async (path: string) =>
    (await request.get(path)).headers()["content-security-policy"] ?? "";
  expect(await policyOf("/admin/login")).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(await policyOf("/login")).toMatch(/'strict-dynamic'/);
  const cached = await policyOf("/blog");
  expect(cached).toContain("script-src 'self' 'unsafe-inline'");
  // The production policy: no eval, no development socket (npm start's server sets it, not the build).
  expect(cached).not.toMatch(/'unsafe-eval'|ws:/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]) {
    expect(cached).toContain(directive);
  }
  const tool = await policyOf("/tool/ai-bio-generator");
  expect(tool).toContain("'wasm-unsafe-eval'");
  expect(tool).toContain("worker-src 'self' blob:");
  expect(tool).toContain("connect-src 'self'");
  expect(await policyOf("/api/health")).toContain("default-src 'none'");
  // A worker runs under its own script's policy: the PDF tools' worker must be able to load its chunks.
  const html = await (await request.get("/tool/merge-pdf")).text();
  const chunk = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)![0];
  expect(await policyOf(chunk)).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect((await request.get("/")).headers()["cross-origin-opener-policy"]).toBe("same-origin");
});

test("no page of a walk through the public site reports a CSP violation", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // A tool's generation (a fetch to this origin) runs under the tool page's connect-src 'self'.
  await page.goto("/tool/ai-social-caption-generator");
  await page.getByLabel("Topic").fill("Morning routine for busy parents");
  await page.getByLabel("Tone").selectOption("Witty");
  await page.getByLabel("Platform").selectOption("Twitter (X)");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByRole("article").first()).toContainText(/morning routine/i);
  expect(violations).toEqual([]);
});

test("no admin page reports a CSP violation, and the admin's scripts run under the nonce", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  await signInAsAdmin(page);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // The sidebar's links work only when React hydrated, i.e. when the nonce let its scripts run.
  await page.getByRole("link", { name: "Files" }).click();
  await expect(page.getByRole("heading", { name: "Files", level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
