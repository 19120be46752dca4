import { findActionId, send } from "./_http";

// Finding 7: anonymous requests that used to answer 500 get a 4xx with a message.
export default async function check(baseUrl: string): Promise<string[]> {
  const findings: string[] = [];
  const expect4xx = async (what: string, response: Response, status?: number) => {
    const body = await response.text();
    if (response.status < 400 || response.status >= 500 || (status && response.status !== status)) {
      findings.push(`${what} answered ${response.status}${status ? `, not ${status}` : ""}`);
    } else if (body.trim().length === 0)
      findings.push(`${what} answered ${response.status} without a message`);
  };
  for (const path of [
    "/blog/%ff%fe",
    "/blog/%c0%af",
    "/blog/%00",
    "/ebooks/%ff",
    "/api/ebooks/%00/download",
  ]) {
    await expect4xx(`GET ${path}`, await send(`${baseUrl}${path}`));
  }
  const id = await findActionId(baseUrl, "/contact");
  if (!id) return [...findings, "found no server action on /contact to test"];
  const action = (body: BodyInit, headers: Record<string, string> = {}) =>
    send(`${baseUrl}/contact`, {
      method: "POST",
      headers: { "next-action": id, origin: baseUrl, "content-type": "text/plain;charset=UTF-8", ...headers },
      body,
    });
  await expect4xx("a non-JSON action body", await action("not json"));
  await expect4xx("a deeply nested action body", await action("[".repeat(20_000) + "]".repeat(20_000)));
  await expect4xx("a cross-origin action", await action("[]", { origin: "https://evil.example" }), 403);
  await expect4xx("an action over the body limit", await action(`["${"x".repeat(100_000)}"]`), 413);
  const form = new FormData();
  form.append("file", new Blob(["x"], { type: "image/png" }), "a\u0000b.png");
  const upload = await send(`${baseUrl}/contact`, {
    method: "POST",
    headers: { "next-action": id, origin: baseUrl },
    body: form,
  });
  await expect4xx("a NUL byte in an upload's file name", upload);
  return findings;
}
