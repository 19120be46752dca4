import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { connection } from "@/lib/db";
import { handleGenerate } from "@/lib/tools/handle-generate";
import { truncateAll } from "../support/database";

// No AI provider here: the built-in engines answer. The quota is 5 an hour for this file.
process.env.TOOL_GENERATIONS_PER_HOUR = "5";

const run = promisify(execFile);
const input = { topic: "Vegan meal prep for the week", platform: "TikTok" };

function generate(ip: string, seed = 1) {
  const request = new Request("http://localhost/api/tools/ai-hashtag-generator/generate", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ input, seed }),
  });
  return handleGenerate(request, "ai-hashtag-generator");
}

describe("offline generation and the free quota", () => {
  beforeEach(truncateAll);

  it("answers at once from the built-in engine, the same for a seed and different for another", async () => {
    const first = await generate("192.0.2.1", 1);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-generation-mode")).toBe("offline");
    const text = await first.text();
    expect(text).toContain("#veganmealprep");
    expect(await (await generate("192.0.2.1", 1)).text()).toBe(text);
    expect(await (await generate("192.0.2.1", 2)).text()).not.toBe(text);
  });

  it("counts per visitor and refuses the sixth generation with when to come back", async () => {
    for (let i = 1; i <= 5; i++) {
      const response = await generate("192.0.2.2", i);
      expect(response.headers.get("x-quota-remaining")).toBe(String(5 - i));
    }
    const refused = await generate("192.0.2.2");
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.error).toMatch(
      /^You have used all 5 free generations for this hour\. Try again in (59|60) minutes/,
    );
    expect(body.quota).toMatchObject({ limit: 5, remaining: 0 });
    expect((await generate("192.0.2.3")).status).toBe(200);
  });

  it("does not count a request with invalid input", async () => {
    const request = new Request("http://localhost/api/tools/ai-hashtag-generator/generate", {
      method: "POST",
      headers: { "x-forwarded-for": "192.0.2.4" },
      body: JSON.stringify({ input: { topic: "" } }),
    });
    expect((await handleGenerate(request, "ai-hashtag-generator")).status).toBe(400);
    expect((await generate("192.0.2.4")).headers.get("x-quota-remaining")).toBe("4");
  });

  it("refuses tools that do not exist, are still being built or run in the browser", async () => {
    expect(
      (await handleGenerate(new Request("http://x", { method: "POST", body: "{}" }), "nope")).status,
    ).toBe(404);
    expect(
      (await handleGenerate(new Request("http://x", { method: "POST", body: "{}" }), "merge-pdf")).status,
    ).toBe(404);
    expect(
      (await handleGenerate(new Request("http://x", { method: "POST", body: "{}" }), "plagiarism-checker"))
        .status,
    ).toBe(404);
  });
});

describe("the quota across two server processes", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  const worker = (databaseUrl: string, attempts: number) =>
    run(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/support/quota-worker.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, ATTEMPTS: String(attempts) },
      cwd: process.cwd(),
    }).then(
      ({ stdout }) => JSON.parse(stdout.trim().split("\n").at(-1)!) as { pid: number; allowed: number },
    );

  it("holds: two processes together get exactly the limit", async () => {
    const conn = connection();
    let results: { pid: number; allowed: number }[];
    if (conn.driver === "postgres") {
      // Both processes hit one PostgreSQL database at the same time.
      await truncateAll();
      results = await Promise.all([
        worker(process.env.DATABASE_URL!, 4),
        worker(process.env.DATABASE_URL!, 4),
      ]);
    } else {
      // PGlite is one process's database at a time (DESIGN), so the two take turns on one data directory:
      // the second still sees the first one's count.
      const dir = mkdtempSync(path.join(tmpdir(), "creatorkit-quota-"));
      dirs.push(dir);
      results = [await worker(`file:${dir}`, 4), await worker(`file:${dir}`, 4)];
    }
    expect(results[0]!.pid).not.toBe(results[1]!.pid);
    expect(results[0]!.allowed + results[1]!.allowed).toBe(5);
  }, 60_000);
});
