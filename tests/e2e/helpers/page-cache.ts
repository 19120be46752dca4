import { expect, type APIRequestContext } from "@playwright/test";

/** Waits until `path` is served from the page cache: its first request may render it, and the cache is
 * written after that response. */
export async function untilCached(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { timeout: 15_000 })
    .toBe("HIT");
}
