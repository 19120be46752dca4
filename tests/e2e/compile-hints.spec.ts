import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// The build marks Next's and React's own chunks for compiling as they stream in, off the main thread
// (lib/build/compile-hints.ts, run by next.config.ts after every production compile).

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../.next/build-manifest.json"), "utf8"),
) as { rootMainFiles: string[] };

test("the chunks every page starts with are served with V8's compile hint; a page's own are not", async ({
  page,
  request,
}) => {
  await page.goto("/tool/ai-hashtag-generator");
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /^\/_next\/static\/chunks\/.+\.js$/.test(pathname)),
  );
  const root = manifest.rootMainFiles.filter((file) => file.endsWith(".js")).map((file) => `/_next/${file}`);
  expect(root.length).toBeGreaterThan(2);
  expect(loaded).toEqual(expect.arrayContaining(root));
  const own = loaded.filter((pathname) => !root.includes(pathname));
  expect(own.length).toBeGreaterThan(0);
  for (const pathname of loaded) {
    const source = await (await request.get(pathname)).text();
    expect(source.startsWith("//# allFunctionsCalledOnLoad\n"), pathname).toBe(root.includes(pathname));
  }
});
