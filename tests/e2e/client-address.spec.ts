import { expect, request as playwrightRequest, test, type APIRequestContext } from "./fixtures";
import { E2E_BASE_URL, E2E_PORT } from "./helpers/constants";
import { startExtraServer, type ExtraServer } from "./helpers/extra-server";
import { startLocalCaddy } from "../../deploy/caddy/local";

// Per-visitor limits key on the visitor's address. A forged X-Forwarded-For must never make a new
// visitor, whichever server runs the app and whatever TRUST_PROXY says. Observed through the tool quota:
// one generation as one "visitor", then the quota as another.

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

const input = { topic: "Vegan meal prep for the week", platform: "TikTok" };

/** Generations left for whoever sends `chain` as X-Forwarded-For. */
async function remaining(api: APIRequestContext, chain: string): Promise<number> {
  const response = await api.get("/api/tools/quota", { headers: { "x-forwarded-for": chain } });
  return ((await response.json()) as { remaining: number }).remaining;
}

async function generate(api: APIRequestContext, chain: string): Promise<void> {
  const response = await api.post("/api/tools/ai-hashtag-generator/generate", {
    data: { input, seed: 1 },
    headers: { "x-forwarded-for": chain },
  });
  expect(response.status()).toBe(200);
}

// The suite's own server is `npm start` with TRUST_PROXY=0; the others start from its build.
const cases = [
  { server: "npm start", trust: "0", port: E2E_PORT },
  { server: "next start", trust: "0", port: E2E_PORT + 41 },
  { server: "npm start", trust: "1", port: E2E_PORT + 42 },
  { server: "next start", trust: "1", port: E2E_PORT + 43 },
  { server: "next start", trust: "2", port: E2E_PORT + 44 },
] as const;

for (const { server, trust, port } of cases) {
  test.describe(`${server} with TRUST_PROXY=${trust}`, () => {
    test.describe.configure({ mode: "serial" });
    let running: ExtraServer | undefined;
    let api: APIRequestContext;

    test.beforeAll(async () => {
      test.setTimeout(240_000); // a production server starting from the build, on a busy machine
      if (port !== E2E_PORT) running = await startExtraServer({ server, port, env: { TRUST_PROXY: trust } });
      api = await playwrightRequest.newContext({ baseURL: running?.baseURL ?? E2E_BASE_URL });
    });

    test.afterAll(async () => {
      await api?.dispose();
      await running?.stop();
    });

    if (trust === "0") {
      test("a forged header never makes a new visitor", async () => {
        const full = await remaining(api, "198.51.100.1");
        await generate(api, "198.51.100.1");
        expect(await remaining(api, "198.51.100.2")).toBe(full - 1);
        expect(await remaining(api, "198.51.100.3, 203.0.113.77")).toBe(full - 1);
      });
    } else {
      // The test stands in for the proxies: the last `trust` entries are theirs, anything before is forged.
      const proxies = trust === "1" ? "" : ", 172.68.0.1";
      test("the visitor is the proxies' record; what it wrote before that never counts", async () => {
        const full = await remaining(api, `203.0.113.5${proxies}`);
        await generate(api, `6.6.6.6, 203.0.113.5${proxies}`);
        expect(await remaining(api, `7.7.7.7, 203.0.113.5${proxies}`)).toBe(full - 1);
        expect(await remaining(api, `203.0.113.5${proxies}`)).toBe(full - 1);
        expect(await remaining(api, `6.6.6.6, 203.0.113.6${proxies}`)).toBe(full);
      });
    }

    if (server === "npm start" && trust === "1") {
      test("behind the reference Caddy (deploy/caddy), a header the visitor forges is not kept", async () => {
        const caddy = await startLocalCaddy({ upstreamPort: port });
        const throughCaddy = await playwrightRequest.newContext({ baseURL: caddy.url });
        try {
          const full = await remaining(throughCaddy, "198.51.100.21");
          await generate(throughCaddy, "198.51.100.21");
          expect(await remaining(throughCaddy, "198.51.100.22")).toBe(full - 1);
          // Caddy wrote the address it was connected from: the visitor was 127.0.0.1.
          expect(await remaining(api, "127.0.0.1")).toBe(full - 1);
        } finally {
          await throughCaddy.dispose();
          await caddy.stop();
        }
      });
    }
  });
}
