import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EeatReport } from "@/lib/tools/eeat/check";
import { handleEeat } from "@/lib/tools/eeat/handle";
import { truncateAll } from "../support/database";
import { startFixtureServer, type FixtureServer } from "../support/fixture-server";

// This file allows the guarded fetch to reach its own local fixture server, and only that; three checks
// an hour per visitor.
process.env.EEAT_CHECKS_PER_HOUR = "3";
let server: FixtureServer;
const strong = readFileSync(path.join(import.meta.dirname, "../fixtures/eeat/strong.html"), "utf8");

beforeAll(async () => {
  server = await startFixtureServer((req, res) => {
    if (req.url === "/to-metadata") return res.writeHead(302, { location: "http://169.254.169.254/" }).end();
    res.setHeader("content-type", "text/html; charset=utf-8").end(strong);
  });
  process.env.FETCH_ALLOW_PRIVATE_HOSTS = server.hostPort;
});
afterAll(() => server.close());

function check(input: unknown, ip = "198.51.100.7", init: RequestInit = {}) {
  return handleEeat(
    new Request("http://localhost/api/analyze/eeat", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ input }),
      ...init,
    }),
  );
}

describe("the E-E-A-T check endpoint", () => {
  beforeEach(truncateAll);

  it("fetches the page through the guarded fetch and reports every signal with its evidence", async () => {
    const response = await check({ content_url: `${server.origin}/grinders`, content_type: "Blog Post" });
    expect(response.status).toBe(200);
    const report = (await response.json()) as EeatReport;
    expect(report.url).toBe(`${server.origin}/grinders`);
    expect(report.aiAvailable).toBe(false);
    expect(report.ai).toBeNull();
    const signals = report.groups.flatMap((g) => g.signals);
    expect(signals).toHaveLength(13);
    expect(signals.find((s) => s.id === "https")).toMatchObject({ status: "fail" });
    expect(signals.filter((s) => s.status === "pass")).toHaveLength(12);
    expect(report.groups.find((g) => g.group === "Trust")!.score).toBe(86);
    expect(report.overall).toBe(96);
  });

  it("refuses private addresses and redirects inside with a clear message", async () => {
    const metadata = await check({
      content_url: "http://169.254.169.254/latest/",
      content_type: "Blog Post",
    });
    expect(metadata.status).toBe(422);
    expect((await metadata.json()).error).toMatch(/private, local or reserved network/);
    const redirect = await check({ content_url: `${server.origin}/to-metadata`, content_type: "Blog Post" });
    expect(redirect.status).toBe(422);
  });

  it("answers bad input with 4xx and the field's message", async () => {
    const missing = await check({ content_type: "Blog Post" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors.content_url).toBe("Content URL is required");
    const ftp = await check({ content_url: "ftp://example.com/", content_type: "Blog Post" });
    expect((await ftp.json()).fieldErrors.content_url).toMatch(/starting with https:\/\//);
    const badType = await check({ content_url: "https://example.com/", content_type: "Poem" });
    expect((await badType.json()).fieldErrors.content_type).toMatch(/Choose one of the listed options/);
    const big = await check({
      content_url: `https://example.com/${"a".repeat(5000)}`,
      content_type: "Blog Post",
    });
    expect(big.status).toBe(413);
    const notJson = await check(null, undefined, {
      body: "url=x",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
  });

  it("counts checks per visitor and refuses the fourth in an hour", async () => {
    const input = { content_url: `${server.origin}/a`, content_type: "Blog Post" };
    for (let i = 0; i < 3; i++) expect((await check(input, "203.0.113.9")).status).toBe(200);
    const refused = await check(input, "203.0.113.9");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/all 3 free E-E-A-T checks for this hour/);
    expect((await check(input, "203.0.113.10")).status).toBe(200);
  });
});
