import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { blockedUntil, hit, remaining, reset } from "@/lib/rate-limit";
import { truncateAll } from "../support/database";

describe("rate limits", () => {
  beforeEach(truncateAll);

  it("counts hits within a window, atomically under concurrency", async () => {
    await Promise.all(Array.from({ length: 20 }, () => hit("k", 60_000)));
    const state = await hit("k", 60_000);
    expect(state.count).toBe(21);
    expect(await remaining("k", 30)).toBe(9);
    expect(await blockedUntil(["k"], 21)).toEqual(state.resetAt);
    expect(await blockedUntil(["k"], 22)).toBeNull();
  });

  it("starts a new window once the old one has ended", async () => {
    await hit("old", 60_000);
    await db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    expect(await blockedUntil(["old"], 1)).toBeNull();
    expect((await hit("old", 60_000)).count).toBe(1);
  });

  it("forgets a key when reset", async () => {
    await hit("gone", 60_000);
    await reset(["gone"]);
    expect(await remaining("gone", 5)).toBe(5);
  });
});
