import { describe, expect, it } from "vitest";
import { formatCount, plural } from "@/lib/format";

describe("plural rules", () => {
  it("pick the singular only for one", () => {
    expect(formatCount(1, "view")).toBe("1 view");
    expect(formatCount(0, "view")).toBe("0 views");
    expect(formatCount(2, "post")).toBe("2 posts");
    expect(formatCount(1250, "download")).toBe("1,250 downloads");
    expect(formatCount(1, "category", "categories")).toBe("1 category");
    expect(formatCount(3, "category", "categories")).toBe("3 categories");
    expect(plural(1, "minute")).toBe("minute");
    expect(plural(5, "minute")).toBe("minutes");
  });
});
