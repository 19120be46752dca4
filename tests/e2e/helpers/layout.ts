import { expect, type Page } from "@playwright/test";

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is wider than the screen by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * The page never scrolls sideways, in the machine's font and in a wide one. The site uses the system's own
 * font, so how wide a word is depends on the phone: the wide font makes a value that cannot wrap (a path,
 * an address) fail here rather than only on some machines.
 */
export async function expectFitsWidth(page: Page, what: string): Promise<void> {
  await expectNoSidewaysScroll(page, what);
  await page.addStyleTag({
    content: "* { font-family: 'DejaVu Sans Mono', monospace !important; letter-spacing: 1px; }",
  });
  await expectNoSidewaysScroll(page, `${what} in a wide font`);
}
