import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  isDatabaseUnavailable,
  noteDatabaseFailure,
  RETRY_AFTER_SECONDS,
  SITE_UNAVAILABLE,
} from "@/lib/db/availability";
import { answerUnavailableForDatabase } from "@/lib/http/unavailable";

describe("isDatabaseUnavailable", () => {
  const wrapped = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });

  it("recognises a database that is away, under Drizzle's wrapper", () => {
    for (const code of ["ECONNREFUSED", "CONNECTION_CLOSED", "CONNECT_TIMEOUT", "57P01", "57P03", "08006"])
      expect(isDatabaseUnavailable(wrapped({ code })), code).toBe(true);
  });

  it("does not take a bug or a refused statement for an outage", () => {
    for (const error of [
      new Error("boom"),
      wrapped({ code: "23505" }),
      wrapped({ code: "42P01" }),
      null,
      "text",
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("a 500 while the database is away", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(
    reachable: boolean,
    respond: (response: ServerResponse) => void,
    lastGoodCopy?: Parameters<typeof answerUnavailableForDatabase>[3],
    down = false,
  ) {
    let probes = 0;
    server = createServer((request, response) => {
      answerUnavailableForDatabase(
        request,
        response,
        async () => {
          probes++;
          return reachable;
        },
        lastGoodCopy,
        () => down,
      );
      respond(response);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, probes: () => probes };
  }

  const nextError = (response: ServerResponse) => {
    response.statusCode = 500;
    response.setHeader("Content-Type", "text/html");
    response.setHeader("Cache-Control", "private, no-cache");
    response.end("<html>Internal Server Error: a digest</html>");
  };

  it("becomes a 503 with Retry-After and a plain page", async () => {
    const { base } = await serve(false, nextError);
    const response = await fetch(`${base}/blog/page/1?q=seo`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(body).toContain(SITE_UNAVAILABLE);
    expect(body).not.toContain("digest");
  });

  it("sends the page cache's last good copy of a page it holds, marked so nothing keeps it as fresh", async () => {
    const copy = {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
      html: "<html>The last good copy</html>",
    };
    const { base } = await serve(false, nextError, async (request) =>
      request.url === "/blog/a-post" ? copy : null,
    );
    const response = await fetch(`${base}/blog/a-post`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.text()).toBe(copy.html);
    // A page the cache does not hold is still the 503.
    expect((await fetch(`${base}/blog/another`)).status).toBe(503);
  });

  it("marks a stale copy Next served while the database is away as not to be kept", async () => {
    const stale = (response: ServerResponse) => {
      response.setHeader("x-nextjs-cache", "STALE");
      response.setHeader("Cache-Control", "s-maxage=60, stale-while-revalidate=31535940");
      response.end("<html>stale</html>");
    };
    let { base } = await serve(true, stale, undefined, true);
    expect((await fetch(`${base}/blog/a-post`)).headers.get("cache-control")).toContain("no-store");
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    ({ base } = await serve(true, stale, undefined, false));
    // The database is up: Next's own stale-while-revalidate stands.
    expect((await fetch(`${base}/blog/a-post`)).headers.get("cache-control")).toBe(
      "s-maxage=60, stale-while-revalidate=31535940",
    );
  });

  it("answers JSON to an API client", async () => {
    const { base } = await serve(false, nextError);
    const response = await fetch(`${base}/api/ebooks/x/download`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: SITE_UNAVAILABLE });
  });

  it("replaces a streamed error page too", async () => {
    const { base } = await serve(false, (response) => {
      response.statusCode = 500;
      response.flushHeaders();
      response.write("<html>part one");
      response.end(" and two</html>");
    });
    const response = await fetch(base);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(SITE_UNAVAILABLE);
  });

  it("sends a held 500 whole when its head was written twice (Next saw no headers sent while it was held)", async () => {
    const { base } = await serve(true, (response) => {
      response.statusCode = 500;
      response.flushHeaders();
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/html" });
      response.end("<html>error page</html>");
    });
    const response = await fetch(base, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("<html>error page</html>");
  });

  it("is a 503 when a query failed for want of the database while it ran, though it answers again", async () => {
    const { base, probes } = await serve(true, (response) => {
      noteDatabaseFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
      nextError(response);
    });
    const response = await fetch(base);
    expect(response.status).toBe(503);
    expect(probes()).toBe(0);
  });

  it("stays a 500, as sent, when the database answers", async () => {
    const { base } = await serve(true, nextError);
    const response = await fetch(base);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("<html>Internal Server Error: a digest</html>");
  });

  it("leaves every other answer alone without asking the database", async () => {
    const { base, probes } = await serve(false, (response) => {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.end("fine");
    });
    const response = await fetch(base);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("fine");
    expect(probes()).toBe(0);
  });

  it("passes on calls through references taken before the answer was decided, as Next keeps them", async () => {
    const { base } = await serve(false, (response) => {
      const write = response.write.bind(response);
      const end = response.end.bind(response);
      response.writeHead(200, { "Content-Type": "text/plain" });
      write("still ");
      end("fine");
    });
    const response = await fetch(base);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("still fine");
  });

  it("keeps what was wrapped around the response after it, as Next wraps end", async () => {
    let wrapperRan = false;
    const { base } = await serve(false, (response) => {
      const end = response.end;
      response.end = function (this: ServerResponse, ...args: Parameters<ServerResponse["end"]>) {
        wrapperRan = true;
        return end.apply(this, args);
      } as ServerResponse["end"];
      response.flushHeaders();
      response.end("streamed");
    });
    const response = await fetch(base);
    expect(await response.text()).toBe("streamed");
    expect(wrapperRan).toBe(true);
  });
});
