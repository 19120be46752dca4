import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("AI variables", () => {
  it("default to the built-in engine and 30 generations an hour", () => {
    expect(parseEnv({})).toMatchObject({ TOOL_GENERATIONS_PER_HOUR: 30, AI_TIMEOUT_SECONDS: 60 });
    expect(parseEnv({}).AI_PROVIDER).toBeUndefined();
  });

  it("accept each provider when its model (and key or base URL) is set", () => {
    expect(parseEnv({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini", AI_API_KEY: "k" }).AI_MODEL).toBe(
      "gpt-4o-mini",
    );
    expect(
      parseEnv({
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "llama3.1",
        AI_BASE_URL: "http://localhost:11434/v1",
      }).AI_BASE_URL,
    ).toBe("http://localhost:11434/v1");
  });

  it("name what is missing or contradictory", () => {
    expect(() => parseEnv({ AI_PROVIDER: "openai" })).toThrow(
      /AI_MODEL: is required[\s\S]*AI_API_KEY: is required/,
    );
    expect(() => parseEnv({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toThrow(
      /AI_BASE_URL: is required/,
    );
    expect(() => parseEnv({ AI_MODEL: "m" })).toThrow(/AI_MODEL: needs AI_PROVIDER/);
    expect(() =>
      parseEnv({ AI_PROVIDER: "anthropic", AI_MODEL: "m", AI_API_KEY: "k", AI_IMAGE_MODEL: "x" }),
    ).toThrow(/AI_IMAGE_MODEL: anthropic has no image models/);
    expect(() => parseEnv({ TOOL_GENERATIONS_PER_HOUR: "0" })).toThrow(/TOOL_GENERATIONS_PER_HOUR/);
  });
});
