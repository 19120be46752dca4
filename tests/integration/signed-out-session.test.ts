import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSignedOutSession } from "@/lib/auth/signed-out-session";
import { getAuth } from "@/lib/auth/auth";
import { GET as authRoute } from "@/app/api/auth/[...all]/route";
import { env } from "@/lib/env";
import { NON_PAGE_POLICY } from "@/lib/security/csp";
import { FIXED_HEADERS } from "@/lib/security/fixed-headers";
import { makeUser } from "../support/biolinks";
import { truncateAll } from "../support/database";

// A signed-out visitor's session check is answered without better-auth, by the auth route and by npm
// start's server before Next (scripts/server.ts), with better-auth's own answer; every other request
// reaches Next (here a 599) and better-auth.

const FELL_THROUGH = 599;
const PATH = "/api/auth/get-session";

describe("the session check answered before Next", () => {
  let server: Server;
  let port: number;

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      sent.on("error", reject);
      sent.end();
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (!answerSignedOutSession(request, response)) response.writeHead(FELL_THROUGH).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a visitor without a session cookie as better-auth does", async () => {
    const early = await get(PATH, { cookie: "theme=dark" });
    const site = env().SITE_URL;
    const auth = await getAuth().handler(
      new Request(`${site}${PATH}`, { headers: { cookie: "theme=dark" } }),
    );
    expect(early.status).toBe(auth.status);
    expect(JSON.parse(early.body)).toEqual(await auth.json());
    expect(early.body).toBe("null");
    expect(early.headers["content-type"]).toBe(auth.headers.get("content-type"));
    expect(early.headers["cache-control"]).toBe("no-store");
    expect(early.headers["content-security-policy"]).toBe(NON_PAGE_POLICY);
    for (const [name, value] of Object.entries(FIXED_HEADERS))
      expect(early.headers[name.toLowerCase()]).toBe(value);

    const routed = await authRoute(new Request(`${site}${PATH}`, { headers: { cookie: "theme=dark" } }));
    expect([routed.status, await routed.text(), routed.headers.get("cache-control")]).toEqual([
      200,
      "null",
      "no-store",
    ]);

    const head = await get(PATH, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  it("leaves to better-auth any request with a session cookie, valid or not, and every other request", async () => {
    await truncateAll();
    const { cookie } = await makeUser("signed-in@example.com");
    expect(cookie).toContain("session_token");
    // A real session: only better-auth can tell who it is.
    expect((await get(PATH, { cookie })).status).toBe(FELL_THROUGH);
    for (const cookie of [
      "better-auth.session_token=forged.value",
      "__Secure-better-auth.session_token=forged.value",
      "theme=dark; better-auth.session_token=x",
    ]) {
      expect((await get(PATH, { cookie })).status, cookie).toBe(FELL_THROUGH);
    }
    for (const path of [
      `${PATH}?disableCookieCache=true`,
      `${PATH}/`,
      "/api/auth/list-sessions",
      "/api/auth/ok",
    ])
      expect((await get(path)).status, path).toBe(FELL_THROUGH);
    expect((await get(PATH, {}, "POST")).status).toBe(FELL_THROUGH);
  });
});
