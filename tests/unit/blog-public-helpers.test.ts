import { describe, expect, it } from "vitest";
import { postSummary, truncateText } from "@/lib/blog/excerpt";
import { pageHref, pageWindow } from "@/lib/blog/paging";
import { parsePageParam } from "@/lib/blog/public-validation";
import { cdata, escapeXml } from "@/lib/blog/rss";
import { htmlToText } from "@/lib/blog/sanitize";
import { jsonLdText } from "@/lib/blog/seo";
import { escapeLike } from "@/lib/db/like";

describe("blog public helpers", () => {
  it("pages: at most 5 buttons around the current page, path or query URLs", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageHref({ path: "/blog" }, 1)).toBe("/blog");
    expect(pageHref({ path: "/blog/tag/ai" }, 3)).toBe("/blog/tag/ai/page/3");
    expect(pageHref({ path: "/blog/search", q: "a&b" }, 2)).toBe("/blog/search?q=a%26b&page=2");
    expect(parsePageParam("2")).toBe(2);
    for (const bad of ["0", "01", "-1", "1.5", "abc", "9999999"]) expect(parsePageParam(bad)).toBeNull();
  });

  it("summaries: the excerpt, else the text's start cut at a word", () => {
    expect(truncateText("short", 10)).toBe("short");
    expect(truncateText("one two three four five", 12)).toBe("one two…");
    expect(postSummary({ excerpt: "  Mine  ", content: "<p>x</p>" })).toBe("Mine");
    expect(postSummary({ excerpt: null, content: "<h2>Title</h2><p>Body<br>next</p>" })).toBe(
      "Title Body next",
    );
    expect(htmlToText("<li>a</li><li>b</li>")).toBe("a b");
  });

  it("escapes XML text, CDATA ends, JSON-LD and LIKE wildcards", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
    expect(jsonLdText({ headline: "</script><script>alert(1)</script>" })).toBe(
      '{"headline":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
    expect(JSON.parse(jsonLdText({ a: "<b>" }))).toEqual({ a: "<b>" });
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
