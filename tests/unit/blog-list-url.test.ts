import { describe, expect, it } from "vitest";
import { pageWindow, postListHref, showingRange } from "@/lib/blog/list-url";

describe("posts list URL", () => {
  it("leaves defaults out and keeps every filter", () => {
    expect(postListHref({})).toBe("/admin/posts");
    expect(postListHref({ sort: "created_at", dir: "desc", page: 1 })).toBe("/admin/posts");
    expect(
      postListHref({ q: "seo tips", status: "draft", category: 3, sort: "views", dir: "asc", page: 2 }),
    ).toBe("/admin/posts?q=seo+tips&status=draft&category=3&sort=views&dir=asc&page=2");
  });
});

describe("page buttons", () => {
  it("shows at most five, centred on the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("says which rows are shown", () => {
    expect(showingRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
    expect(showingRange(1, 12, 5)).toEqual({ from: 1, to: 5 });
    expect(showingRange(2, 12, 30)).toEqual({ from: 13, to: 24 });
    expect(showingRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
  });
});
