import { findActionId, send } from "./_http";

// Finding 4: request bodies are capped per purpose and refused with 413 once past the cap.
export default async function check(baseUrl: string): Promise<string[]> {
  const findings: string[] = [];
  const big = JSON.stringify({ input: { topic: "x".repeat(200_000) } });
  for (const route of [
    "/api/tools/ai-bio-generator/generate",
    "/api/blog/views",
    "/api/auth/sign-in/email",
  ]) {
    const response = await send(`${baseUrl}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: big,
    });
    if (response.status !== 413)
      findings.push(`${route} answered a 200 KB JSON body with ${response.status}, not 413`);
  }
  const id = await findActionId(baseUrl, "/contact");
  if (!id) return [...findings, "found no server action on /contact to test"];
  const response = await send(`${baseUrl}/contact`, {
    method: "POST",
    headers: { "next-action": id, origin: baseUrl, "content-type": "text/plain;charset=UTF-8" },
    body: `["${"x".repeat(200_000)}"]`,
  });
  if (response.status !== 413)
    findings.push(`a 200 KB server action body answered ${response.status}, not 413`);
  return findings;
}
