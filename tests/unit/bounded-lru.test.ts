import { describe, expect, it } from "vitest";
import { approximateBytes, boundedLru } from "@/lib/cache/bounded-lru";

describe("boundedLru", () => {
  it("holds up to its count of short entries", () => {
    const cache = boundedLru<string>({ max: 100, maxBytes: 1024 * 1024 });
    for (let i = 0; i < 150; i++) cache.set(`key${i}`, "value");
    expect(cache.size).toBe(100);
    expect(cache.has("key149")).toBe(true);
  });

  it("keeps long keys and values within its bytes, dropping the oldest", () => {
    const cache = boundedLru<{ url: string } | false>({ max: 10_000, maxBytes: 100_000 });
    for (let i = 0; i < 100; i++)
      cache.set(`${i}-${"k".repeat(4_000)}`, i % 2 ? { url: "u".repeat(4_000) } : false);
    expect(cache.calculatedSize).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(30);
    expect(cache.has(`99-${"k".repeat(4_000)}`)).toBe(true);
    expect(cache.has(`0-${"k".repeat(4_000)}`)).toBe(false);
  });

  it("counts a key's and a value's characters", () => {
    expect(approximateBytes("abc", "defg") - approximateBytes("", "")).toBe(7);
    expect(approximateBytes("k", { url: "x".repeat(100) })).toBeGreaterThan(100);
  });
});
