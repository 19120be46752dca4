import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EeatReport } from "@/lib/tools/eeat/check";
import { handleEeat } from "@/lib/tools/eeat/handle";
import { startChatServer, type FakeServer } from "../support/chat-completions-server";
import { truncateAll } from "../support/database";
import { startFixtureServer, type FixtureServer } from "../support/fixture-server";

// With an AI provider (a local OpenAI-compatible server), the model reads the main text and judges
// experience; it cannot move the measured scores, and quotes not in the text are dropped.
let ai: FakeServer;
let site: FixtureServer;
const strong = readFileSync(path.join(import.meta.dirname, "../fixtures/eeat/strong.html"), "utf8");

beforeAll(async () => {
  ai = await startChatServer();
  site = await startFixtureServer((_req, res) => res.setHeader("content-type", "text/html").end(strong));
  process.env.AI_PROVIDER = "openai-compatible";
  process.env.AI_MODEL = "test-model";
  process.env.AI_BASE_URL = ai.url;
  process.env.AI_API_KEY = "local-test-key";
  process.env.FETCH_ALLOW_PRIVATE_HOSTS = site.hostPort;
});
afterAll(async () => {
  await ai.close();
  await site.close();
});

const check = () =>
  handleEeat(
    new Request("http://localhost/api/analyze/eeat", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.44" },
      body: JSON.stringify({ input: { content_url: `${site.origin}/g`, content_type: "Review/Article" } }),
    }),
  );

describe("the E-E-A-T check with an AI provider", () => {
  beforeEach(truncateAll);

  it("adds the model's experience reading from the Readability text, keeping only real quotes", async () => {
    ai.chunks = [
      JSON.stringify({
        rating: "strong",
        summary: "The writer tested each grinder for a week. Score: 100/100.",
        quotes: ["I tested every grinder with the same beans.", "An invented quote the page never says."],
      }),
    ];
    const report = (await (await check()).json()) as EeatReport;
    expect(report.ai).toEqual({
      rating: "strong",
      summary: "The writer tested each grinder for a week. Score: 100/100.",
      quotes: ["I tested every grinder with the same beans."],
    });
    expect(report.overall).toBe(96); // the same as without AI: only measured signals score
    const prompt = JSON.stringify(ai.requests.at(-1));
    expect(prompt).toContain("I tested every grinder with the same beans.");
    expect(prompt).not.toContain("About us"); // navigation is not main text
  });

  it("shows the measured report alone when the model answers nonsense", async () => {
    ai.chunks = ["I think this page is great!"];
    const report = (await (await check()).json()) as EeatReport;
    expect(report.aiAvailable).toBe(true);
    expect(report.ai).toBeNull();
    expect(report.groups.flatMap((g) => g.signals)).toHaveLength(13);
  });
});
