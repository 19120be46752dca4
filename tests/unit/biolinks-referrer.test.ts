import { describe, expect, it } from "vitest";
import { DIRECT, normalizeHost, referrerHost } from "@/lib/biolinks/referrer";

const OWN = ["creatorkit.example", "localhost"];

describe("referrer hosts", () => {
  it("keeps the host of a Referer header only, lower-case, without www. or a trailing dot", () => {
    expect(referrerHost({ header: "https://WWW.Instagram.COM./p/x?q=secret" }, OWN)).toBe("instagram.com");
    expect(referrerHost({ header: "android-app://com.google.android.gm/" }, OWN)).toBe(
      "com.google.android.gm",
    );
  });

  it("prefers the host the page's script sent over the header", () => {
    expect(referrerHost({ sentHost: "t.co", header: "http://localhost/l/ana" }, OWN)).toBe("t.co");
    expect(referrerHost({ sentHost: "", header: "https://instagram.com/" }, OWN)).toBe(DIRECT);
  });

  it("counts none, our own hosts and anything that is not a host as Direct", () => {
    for (const input of [
      {},
      { header: "" },
      { header: "not a url" },
      { header: "https://creatorkit.example/blog" },
      { header: "http://localhost:3000/" },
      { sentHost: "www.creatorkit.example" },
      { sentHost: "<script>" },
      { sentHost: "a b.example" },
      { sentHost: "x".repeat(300) },
    ]) {
      expect(referrerHost(input, OWN), JSON.stringify(input)).toBe(DIRECT);
    }
  });

  it("caps a long host at 100 characters", () => {
    expect(normalizeHost(`${"a".repeat(60)}.${"b".repeat(60)}.example`)).toHaveLength(100);
  });
});
