import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { toolRatings } from "@/lib/db/schema";
import { handleGetRating, handlePostRating } from "@/lib/tools/ratings/handle-rating";
import { aggregateRating } from "@/lib/tools/ratings/json-ld";
import { getRatingSummary } from "@/lib/tools/ratings/queries";
import { RATINGS_PER_HOUR } from "@/lib/tools/ratings/validation";
import { truncateAll } from "../support/database";

const TOOL = "ai-bio-generator";

function post(ip: string, body: unknown, slug = TOOL, stale: string[] = []) {
  const request = new Request(`http://localhost/api/tools/${slug}/rating`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return handlePostRating(request, slug, (s) => stale.push(s));
}

function get(ip: string, slug = TOOL) {
  return handleGetRating(
    new Request(`http://localhost/api/tools/${slug}/rating`, { headers: { "x-forwarded-for": ip } }),
    slug,
  );
}

describe("rate this tool", () => {
  beforeEach(truncateAll);

  it("keeps one rating per visitor per tool, stored under a salted hash, and reports average and count", async () => {
    expect(await (await get("192.0.2.1")).json()).toEqual({ average: 0, count: 0, yours: null });
    expect(await (await post("192.0.2.1", { stars: 5 })).json()).toEqual({ average: 5, count: 1, yours: 5 });
    // The same visitor changing their mind replaces their stars, it does not add a rating.
    expect(await (await post("192.0.2.1", { stars: 3 })).json()).toEqual({ average: 3, count: 1, yours: 3 });
    expect(await (await post("192.0.2.2", { stars: 4 })).json()).toEqual({
      average: 3.5,
      count: 2,
      yours: 4,
    });
    expect(await (await get("192.0.2.1")).json()).toEqual({ average: 3.5, count: 2, yours: 3 });
    expect(await (await get("192.0.2.9")).json()).toMatchObject({ yours: null });
    // Another tool's ratings are its own.
    expect(await getRatingSummary("ai-hashtag-generator")).toEqual({ average: 0, count: 0 });

    const rows = await db.select().from(toolRatings).where(eq(toolRatings.toolSlug, TOOL));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.visitor).not.toContain("192.0.2");
      expect(row.visitor).toMatch(/^[\w-]{32}$/);
    }
  });

  it("refuses bad input with a 4xx and a clear message, and writes nothing", async () => {
    for (const body of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: "5" }, {}]) {
      const response = await post("192.0.2.3", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Choose from 1 to 5 stars" });
    }
    expect((await post("192.0.2.3", "{not json")).status).toBe(400);
    expect((await post("192.0.2.3", JSON.stringify({ stars: 5, pad: "x".repeat(2000) }))).status).toBe(413);
    const unknown = await post("192.0.2.3", { stars: 5 }, "no-such-tool");
    expect(unknown.status).toBe(404);
    expect((await get("192.0.2.3", "no-such-tool")).status).toBe(404);
    expect(await db.select().from(toolRatings)).toEqual([]);
  });

  it("limits how often one visitor can rate", async () => {
    for (let i = 0; i < RATINGS_PER_HOUR; i++) {
      expect((await post("192.0.2.4", { stars: (i % 5) + 1 })).status).toBe(200);
    }
    const refused = await post("192.0.2.4", { stars: 5 });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: "Too many ratings from your network. Please try again later.",
    });
    expect((await post("192.0.2.5", { stars: 5 })).status).toBe(200);
  });

  it("emits aggregateRating only from five ratings, and marks the cached page stale when it appears", async () => {
    const stale: string[] = [];
    for (const [i, stars] of [5, 4, 4, 5].entries()) {
      await post(`198.51.100.${i + 1}`, { stars }, TOOL, stale);
    }
    expect(aggregateRating(await getRatingSummary(TOOL))).toEqual({});
    expect(stale).toEqual([]);

    await post("198.51.100.5", { stars: 3 }, TOOL, stale);
    expect(stale).toEqual([TOOL]);
    expect(aggregateRating(await getRatingSummary(TOOL))).toEqual({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.2,
        ratingCount: 5,
        bestRating: 5,
        worstRating: 1,
      },
    });
    // Re-rating by one of the five does not cross the line again.
    await post("198.51.100.5", { stars: 4 }, TOOL, stale);
    expect(stale).toEqual([TOOL]);
  });
});
