import { runWhenMain } from "../security-client";

// Finding 3 of issue 12: a visitor who sends its own X-Forwarded-For must stay the same visitor, so
// per-visitor limits hold. Observed through the tool quota: one generation under one forged address, then
// the quota under another must show it spent.

const randomAddress = () =>
  `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export default async function check(baseUrl: string): Promise<string[]> {
  const remaining = async (forged: string) => {
    const response = await fetch(new URL("/api/tools/quota", baseUrl), {
      headers: { "x-forwarded-for": forged },
    });
    return ((await response.json()) as { remaining: number }).remaining;
  };
  const before = await remaining(randomAddress());
  const generated = await fetch(new URL("/api/tools/ai-hashtag-generator/generate", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomAddress() },
    body: JSON.stringify({ input: { topic: "Security check", platform: "TikTok" }, seed: 1 }),
  });
  await generated.body?.cancel();
  if (generated.status === 429)
    return ["this address has no tool generations left this hour: try again later"];
  if (!generated.ok) return [`the tool generation answered ${generated.status}`];
  const after = await remaining(randomAddress());
  return after < before
    ? []
    : [`a forged X-Forwarded-For made a new visitor (quota ${before} before a generation, ${after} after)`];
}

runWhenMain(import.meta.url, "forged-forwarded-for", check);
