import { describe, expect, it } from "vitest";
import { snippetParts } from "@/lib/blog/highlight";

describe("snippet parts", () => {
  it("splits on the markers and drops stray ones", () => {
    expect(snippetParts("a \uE000b\uE001 c")).toEqual([
      { text: "a ", marked: false },
      { text: "b", marked: true },
      { text: " c", marked: false },
    ]);
    expect(snippetParts("x\uE001 <b>y\uE000")).toEqual([{ text: "x <b>y", marked: false }]);
    expect(snippetParts("&amp;lt;b&amp;gt; &lt;i&gt; &quot;q&quot;")).toEqual([
      { text: '&lt;b&gt; <i> "q"', marked: false },
    ]);
  });
});
