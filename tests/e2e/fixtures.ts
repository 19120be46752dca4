import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

// A cached page requests its scripts after its first paint (lib/cache/after-paint.ts), so its `load` event,
// where page.goto() returns, can come before React has hydrated it: a click then reaches a page without
// its handlers, as a visitor's click on a plain button in that moment would (form actions are replayed:
// first-action.spec.ts acts at load without this wait). Every page.goto() and page.reload() of the suite,
// on a page of any context, therefore also waits for the mark components/site/hydration-mark.tsx sets. A
// page whose inline scripts never ran (JavaScript off: no `__next_f`), a file and a page not rendered by
// Next are not waited for.

function isHydrated(): boolean {
  return !("__next_f" in self) || document.documentElement.hasAttribute("data-hydrated");
}

async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
  await page.waitForFunction(isHydrated);
}

/** Playwright's own goto(), kept on the class when it is replaced below. */
const PLAIN_GOTO = Symbol("goto without the hydration wait");
type PatchedPage = Page & { [PLAIN_GOTO]?: Page["goto"] };

/** Makes goto() and reload() of every page of this worker wait for hydration (the class's own methods). */
function waitForHydration(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as PatchedPage;
  if (prototype[PLAIN_GOTO]) return;
  const { goto, reload } = prototype;
  prototype[PLAIN_GOTO] = goto;
  prototype.goto = async function (this: Page, ...args: Parameters<Page["goto"]>) {
    const response = await goto.apply(this, args);
    await untilHydrated(this, response);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page["reload"]>) {
    const response = await reload.apply(this, args);
    await untilHydrated(this, response);
    return response;
  };
}

/**
 * Goes to `url` and returns at its `load` event, whatever React is doing, as a visitor acts
 * (first-action.spec.ts). The worker's Page class is patched once for good, so a spec that imported
 * Playwright's own test would still wait in a worker that had run any other spec first.
 */
export async function gotoAtLoad(
  page: Page,
  url: string,
  waitUntil: "load" | "domcontentloaded" = "load",
): Promise<Response | null> {
  const goto = (Object.getPrototypeOf(page) as PatchedPage)[PLAIN_GOTO] ?? page.goto;
  return goto.call(page, url, { waitUntil });
}

export const test = base.extend<object, { hydrated: void }>({
  hydrated: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForHydration(await context.newPage());
      await context.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
