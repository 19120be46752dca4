import { expect, test } from "@playwright/test";

// Without TRUST_PROXY the server takes the client's address from the connection: a visitor cannot
// pose as many visitors by sending X-Forwarded-For, so per-visitor counts and limits hold.
test("a forged X-Forwarded-For does not make a new visitor", async ({ page, request }) => {
  const beacon = page.waitForRequest((r) => r.url().endsWith("/api/blog/views") && r.method() === "POST");
  await page.goto("/blog/getting-started-with-ai-content-creation");
  const { postId } = (await beacon).postDataJSON() as { postId: number };

  const asVisitor = (address: string) =>
    request.post("/api/blog/views", { data: { postId }, headers: { "x-forwarded-for": address } });
  expect((await asVisitor("198.51.100.1")).status()).toBe(200);
  const second = await asVisitor("198.51.100.2");
  expect(await second.json()).toEqual({ counted: false });
});
