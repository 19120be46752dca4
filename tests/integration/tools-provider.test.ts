import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleGenerate } from "@/lib/tools/handle-generate";
import { getQuota } from "@/lib/tools/quota";
import { hashIp } from "@/lib/request-ip";
import { startChatServer, type FakeServer } from "../support/chat-completions-server";
import { truncateAll } from "../support/database";

// The OpenAI-compatible path end to end: route handler → AI SDK → HTTP → a local chat-completions server.
let server: FakeServer;

beforeAll(async () => {
  server = await startChatServer();
  // env() is parsed on first use, which comes after this.
  process.env.AI_PROVIDER = "openai-compatible";
  process.env.AI_MODEL = "test-model";
  process.env.AI_BASE_URL = server.url;
  process.env.AI_API_KEY = "local-test-key";
});

afterAll(async () => {
  await server.close();
});

const IP = "198.51.100.20";
const input = { topic: "Sourdough for beginners", tone: "Casual", platform: "Twitter (X)" };

function generate(body: unknown = { input, seed: 1 }) {
  const request = new Request("http://localhost/api/tools/ai-social-caption-generator/generate", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": IP },
    body: JSON.stringify(body),
  });
  return handleGenerate(request, "ai-social-caption-generator");
}

describe("generation through an OpenAI-compatible server", () => {
  beforeEach(async () => {
    await truncateAll();
    server.requests.length = 0;
    server.behaviour = "stream";
    server.chunks = ["Fresh bread, ", "zero stress.", "\n\n---\n\n", "Second caption #sourdough"];
  });

  it("streams the model's text through, with the prompt, model and key on the wire", async () => {
    const response = await generate();
    expect(response.status).toBe(200);
    expect(response.headers.get("x-generation-mode")).toBe("ai");
    expect(response.headers.get("x-quota-remaining")).toBe("29");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(decoder.decode(value));
    }
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe("Fresh bread, zero stress.\n\n---\n\nSecond caption #sourdough");
    const sent = server.requests[0]!;
    expect(sent).toMatchObject({ model: "test-model", stream: true, authorization: "Bearer local-test-key" });
    const prompt = JSON.stringify(sent.messages);
    expect(prompt).toContain("Sourdough for beginners");
    expect(prompt).toContain("at most 280 characters");
  });

  it("reports a provider error as 502 with what to do, and does not count it", async () => {
    server.behaviour = "error500";
    const response = await generate();
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/could not be reached or returned an error\. Try again/);
    expect((await getQuota(hashIp(IP))).remaining).toBe(30);
  });

  it("tells the visitor to alert the owner when the key is refused", async () => {
    server.behaviour = "error401";
    const response = await generate();
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/refused this site's key/);
  });

  it("refunds a generation whose stream breaks half-way", async () => {
    server.behaviour = "break";
    const response = await generate();
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    await expect.poll(async () => (await getQuota(hashIp(IP))).remaining).toBe(30);
  });

  it("validates the input on the server before calling the provider", async () => {
    const response = await generate({ input: { topic: "", tone: "Casual", platform: "MySpace" } });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      topic: "Topic is required",
      platform: "Choose one of the listed options for Platform",
    });
    expect(server.requests).toHaveLength(0);
  });
});
