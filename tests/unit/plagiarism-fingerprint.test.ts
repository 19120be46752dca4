import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECK_CONFIG, INDEXED } from "@/lib/tools/plagiarism/check-types";
import { fingerprints, shingleHashes, tokenize, winnow } from "@/lib/tools/plagiarism/fingerprint";
import { createJsonFetch } from "@/lib/net/guarded-fetch";
import { distinctiveSentences, searchWeb } from "@/lib/tools/plagiarism/web-search";
import { startFixtureServer, type FixtureServer } from "../support/fixture-server";

describe("winnowing", () => {
  it("tokenizes words with their exact offsets, ignoring case and punctuation", () => {
    const text = "Don’t PANIC: it's fine.";
    expect(tokenize(text).map((t) => [t.word, text.slice(t.start, t.end)])).toEqual([
      ["don't", "Don’t"],
      ["panic", "PANIC"],
      ["it's", "it's"],
      ["fine", "fine"],
    ]);
  });

  it("keeps the rightmost minimum of each window, once per position", () => {
    expect(winnow([77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98], 4)).toEqual([
      { hash: 17, position: 3 },
      { hash: 17, position: 6 },
      { hash: 8, position: 8 },
      { hash: 39, position: 11 },
      { hash: 17, position: 15 },
    ]);
    expect(winnow([5, 3, 9], 4)).toEqual([{ hash: 3, position: 1 }]);
  });

  it("guarantees a shared fingerprint for any shared run of w + k - 1 words", () => {
    const shared = "the quick brown fox jumps over the lazy sleeping dog today";
    for (const { k, w, minWords } of Object.values(CHECK_CONFIG)) {
      expect(minWords).toBe(w + k - 1);
      const run = shared
        .split(" ")
        .slice(0, w + k - 1)
        .join(" ");
      const a = new Set(fingerprints(`alpha beta gamma ${run} delta epsilon`, k, w).map((f) => f.hash));
      const b = fingerprints(`zeta eta ${run} theta`, k, w).map((f) => f.hash);
      expect(b.some((h) => a.has(h))).toBe(true);
    }
    expect(INDEXED.map((c) => c.k).sort()).toEqual([4, 5, 6]);
  });

  it("hashes the same words the same whatever their case or punctuation", () => {
    expect(shingleHashes(tokenize("Cold brew, coffee!"), 3)).toEqual(
      shingleHashes(tokenize("cold BREW coffee"), 3),
    );
  });
});

describe("web search", () => {
  let api: FixtureServer;
  const queries: string[] = [];
  beforeAll(async () => {
    api = await startFixtureServer((req, res) => {
      queries.push(
        `${new URL(req.url!, "http://x").searchParams.get("q")} ${req.headers["x-subscription-token"]}`,
      );
      res.setHeader("content-type", "application/json").end(
        JSON.stringify({
          web: {
            results: [
              { title: "Copy", url: "https://copy.example/", description: "<strong>cold</strong> brew" },
            ],
          },
        }),
      );
    });
  });
  afterAll(() => api.close());

  it("is not searched without a key, and says so", async () => {
    expect(await searchWeb("Some text here.", { key: "" })).toMatchObject({ searched: false });
  });

  it("searches the most distinctive sentences, quoted, with the key", async () => {
    const text =
      "Short one. Cold brew coffee is made by steeping coarse grounds in cold water overnight. Filter it through a paper cone before serving it over ice.";
    expect(distinctiveSentences(text)).toHaveLength(2);
    // Through the guarded fetch, with this one local server exempt from its address check.
    const fetch = createJsonFetch({ allowHosts: [api.hostPort] });
    const result = await searchWeb(text, { key: "test-key-123456", endpoint: `${api.origin}/search`, fetch });
    expect(result).toEqual({
      searched: true,
      results: [
        expect.objectContaining({ url: "https://copy.example/", snippet: "cold brew" }),
        expect.objectContaining({ url: "https://copy.example/" }),
      ],
    });
    expect(queries[0]).toBe(
      '"Cold brew coffee is made by steeping coarse grounds in cold water overnight." test-key-123456',
    );
  });

  it("never reaches a private address, and reads no answer past its size cap", async () => {
    const text = "Cold brew coffee is made by steeping coarse grounds in cold water overnight.";
    const refused = { searched: false, reason: expect.stringContaining("did not answer") };
    // The shared guarded fetch: 127.0.0.1 is not exempt, so the request never leaves.
    const before = queries.length;
    expect(await searchWeb(text, { key: "test-key-123456", endpoint: `${api.origin}/search` })).toEqual(
      refused,
    );
    expect(queries).toHaveLength(before);
    const capped = createJsonFetch({ allowHosts: [api.hostPort], maxBytes: 64 });
    expect(
      await searchWeb(text, { key: "test-key-123456", endpoint: `${api.origin}/search`, fetch: capped }),
    ).toEqual(refused);
  });
});
