import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleSchemaFill } from "@/lib/tools/schema-markup/handle-fill";
import { startChatServer, type FakeServer } from "../support/chat-completions-server";
import { truncateAll } from "../support/database";

// The schema generator's AI fill through a local OpenAI-compatible server: the model's answer is kept only
// where the visitor's own text states it.
let ai: FakeServer;
beforeAll(async () => {
  ai = await startChatServer();
  process.env.AI_PROVIDER = "openai-compatible";
  process.env.AI_MODEL = "test-model";
  process.env.AI_BASE_URL = ai.url;
  process.env.AI_API_KEY = "local-test-key";
});
afterAll(() => ai.close());

const fill = (body: unknown) =>
  handleSchemaFill(
    new Request("http://localhost/api/analyze/schema-fill", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.61" },
      body: JSON.stringify(body),
    }),
  );

describe("AI fill of schema fields", () => {
  beforeEach(truncateAll);

  it("keeps values stated in the text and drops invented ratings, prices and addresses", async () => {
    ai.chunks = [
      JSON.stringify({
        brand: "Green Leaf",
        sku: "GL-500",
        price: "14.99",
        availability: "InStock",
        street: "1 Invented Road",
        rating_value: "5",
      }),
    ];
    const response = await fill({
      page_type: "Product",
      description: "Our Green Leaf house blend, 500 g, roasted weekly. Item GL-500, in stock now.",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).fields).toEqual({
      brand: "Green Leaf",
      sku: "GL-500",
      availability: "InStock",
    });
    const sent = JSON.stringify(ai.requests.at(-1));
    expect(sent).toContain("Never invent or estimate anything");
    expect(sent).toContain("Our Green Leaf house blend");
  });

  it("keeps list lines only when each is in the text", async () => {
    ai.chunks = [
      JSON.stringify({ ingredients: "- 200 g spaghetti\n- 2 eggs\n- truffle oil", cuisine: "Italian" }),
    ];
    const response = await fill({
      page_type: "Recipe",
      description: "Carbonara with 200 g spaghetti and 2 eggs.",
      additional_info: "An Italian classic.",
    });
    expect((await response.json()).fields).toEqual({ cuisine: "Italian" });
    ai.chunks = [JSON.stringify({ ingredients: "200 g spaghetti\n2 eggs" })];
    const again = await fill({
      page_type: "Recipe",
      description: "Carbonara with 200 g spaghetti and 2 eggs.",
    });
    expect((await again.json()).fields).toEqual({ ingredients: "200 g spaghetti\n2 eggs" });
  });

  it("refuses bad input with a clear 4xx", async () => {
    expect((await fill({ page_type: "Poem", description: "x" })).status).toBe(400);
    const empty = await fill({ page_type: "Product", description: "  " });
    expect((await empty.json()).error).toBe("Description is required");
  });
});
