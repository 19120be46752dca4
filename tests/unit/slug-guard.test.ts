import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/blog/slug";
import { isImpossibleSlug } from "@/lib/security/slug-guard";
import { tools } from "@/lib/tools/registry";

const long = (n: number) => "a".repeat(n);

describe("addresses no slug rule allows", () => {
  it("are refused for every public route with a parameter", () => {
    for (const path of [
      `/blog/${long(211)}`,
      "/blog/Hello-World",
      "/blog/page/0",
      "/blog/page/01",
      "/blog/page/1234567",
      "/blog/page/two",
      `/blog/category/${long(101)}`,
      `/blog/tag/${long(101)}/page/2`,
      "/blog/tag/seo/page/x",
      `/ebooks/${long(211)}`,
      "/ebooks/some_book",
      `/ebooks/category/${long(101)}`,
      "/l/ab",
      `/l/${long(31)}`,
      "/l/-jane",
      `/l/${long(31)}/go/123`,
      `/tool/${long(81)}`,
      "/tool/Merge-PDF",
      "/newsletter/page/0",
      "/newsletter/Big-News",
      `/newsletter/${long(211)}`,
    ]) {
      expect(isImpossibleSlug(path), path).toBe(true);
    }
  });

  it("let every address a saved slug can have through", () => {
    const longest = slugify(`${"word ".repeat(40)}end`).slice(0, 200);
    for (const path of [
      "/",
      "/blog",
      "/blog/page/1",
      "/blog/page/999999",
      "/blog/rss.xml",
      "/blog/search",
      "/blog/getting-started-with-ai-content-creation",
      `/blog/${longest}-12`,
      `/blog/${longest}/card.png`,
      "/blog/category/ai-tools",
      `/blog/tag/${long(100)}/page/3`,
      "/newsletter",
      "/newsletter/page/2",
      "/newsletter/rss.xml",
      "/newsletter/confirm",
      "/newsletter/unsubscribe",
      `/newsletter/${longest}-3`,
      `/newsletter/${longest}/card.png`,
      "/newsletter/0f8e7a52-6c1b-4c5e-9d3a-2b1c0d9e8f7a",
      "/ebooks",
      "/ebooks/category/all",
      `/ebooks/${longest}`,
      "/l/jane",
      `/l/${long(30)}/go/abc`,
      "/tools",
      "/about",
      "/admin/posts/edit/12",
    ]) {
      expect(isImpossibleSlug(path), path).toBe(false);
    }
  });

  it("lets every tool of the registry through", () => {
    for (const tool of tools) expect(isImpossibleSlug(`/tool/${tool.slug}`), tool.slug).toBe(false);
  });
});
