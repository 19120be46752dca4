import { expect, test } from "./fixtures";

// Requests a visitor can send that used to answer 500 now get a 4xx with a sentence.

test("addresses that do not decode to text answer 400 with a message", async ({ request }) => {
  for (const path of ["/blog/%ff%fe", "/blog/%c0%af", "/blog/%00", "/ebooks/%ff", "/tool/%ff"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain("This address is not valid");
  }
  // npm start's server refuses them before routing, route handlers' addresses included.
  expect((await request.get("/api/ebooks/%00/download")).status()).toBe(400);
});

test("bad server action requests answer 4xx, not 500", async ({ page, request, baseURL }) => {
  await page.goto("/contact");
  const html = await page.content();
  const id = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;|"id":"([0-9a-f]{40,})"/.exec(html);
  const actionId = id?.[1] ?? id?.[2];
  expect(actionId).toBeTruthy();
  const send = (data: string | Buffer, headers: Record<string, string> = {}) =>
    request.post("/contact", {
      data,
      headers: {
        "next-action": actionId!,
        origin: baseURL!,
        "content-type": "text/plain;charset=UTF-8",
        ...headers,
      },
    });
  const cases: [string, Awaited<ReturnType<typeof send>>, number][] = [
    ["non-JSON", await send("not json"), 400],
    ["deeply nested", await send("[".repeat(20_000) + "]".repeat(20_000)), 400],
    ["cross-origin", await send("[]", { origin: "https://evil.example" }), 403],
    ["over the limit", await send(`["${"x".repeat(100_000)}"]`), 413],
  ];
  for (const [what, response, status] of cases) {
    expect(response.status(), what).toBe(status);
    expect((await response.text()).length, what).toBeGreaterThan(10);
  }
  const upload = await request.post("/contact", {
    headers: { "next-action": actionId!, origin: baseURL! },
    multipart: { file: { name: "a\u0000b.png", mimeType: "image/png", buffer: Buffer.from("x") } },
  });
  expect(upload.status()).toBe(400);
});
