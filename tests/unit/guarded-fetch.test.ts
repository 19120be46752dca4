import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "@/lib/net/address";
import { GuardedFetchError, type FetchFailure } from "@/lib/net/errors";
import { createGuardedFetch, type Resolve } from "@/lib/net/guarded-fetch";
import { startFixtureServer, type FixtureServer } from "../support/fixture-server";

const PUBLIC: LookupAddress = { address: "93.184.215.14", family: 4 };

async function failure(promise: Promise<unknown>): Promise<FetchFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GuardedFetchError) return error.reason;
    throw error;
  }
  throw new Error("the fetch was not refused");
}

let server: FixtureServer;
let inside: FixtureServer;
const hits: string[] = [];

beforeAll(async () => {
  inside = await startFixtureServer((req, res) => {
    hits.push(`inside ${req.url}`);
    res.setHeader("content-type", "text/html").end("<p>internal admin</p>");
  });
  server = await startFixtureServer((req, res) => {
    hits.push(`server ${req.url}`);
    const send = (type: string, body: string | Buffer) => res.setHeader("content-type", type).end(body);
    switch (req.url) {
      case "/page":
        return send("text/html; charset=utf-8", "<title>Allowed</title><p>café</p>");
      case "/to-inside":
        return res.writeHead(302, { location: `${inside.origin}/secret` }).end();
      case "/to-metadata":
        return res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      case "/to-page":
        return res.writeHead(307, { location: "/page" }).end();
      case "/loop":
        return res.writeHead(302, { location: "/loop" }).end();
      case "/big":
        return send("text/html", Buffer.alloc(3 * 1024 * 1024, "a"));
      case "/big-chunked": {
        res.setHeader("content-type", "text/html");
        for (let i = 0; i < 30; i++) res.write(Buffer.alloc(100 * 1024, "b"));
        return res.end();
      }
      case "/slow":
        return; // never answers
      case "/json":
        return send("application/json", "{}");
      case "/missing":
        return res.writeHead(404, { "content-type": "text/html" }).end("gone");
      default:
        return send("text/html", "ok");
    }
  });
});

afterAll(async () => {
  await server.close();
  await inside.close();
});

describe("address classification", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "fc00::5",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::7f00:1",
    "2001:db8::1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("the guarded fetch refuses SSRF targets", () => {
  const guarded = createGuardedFetch({ timeoutMs: 2000 });

  it.each([
    "http://127.0.0.1/",
    "http://2130706433/", // decimal
    "http://0177.0.0.1/", // octal
    "http://0x7f.0.0.1/", // hex
    "http://0x7f000001/",
    "http://127.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://10.0.0.1/",
    "http://012.0.0.1/",
    "http://172.16.0.1/",
    "http://192.168.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
  ])("literal address %s", async (url) => {
    expect(await failure(guarded(url))).toBe("blocked");
  });

  it.each(["http://localhost/", "http://localhost./", "http://LOCALHOST:8080/", "http://foo.localhost/"])(
    "loopback name %s",
    async (url) => {
      expect(await failure(guarded(url))).toBe("blocked");
    },
  );

  it.each([
    "file:///etc/passwd",
    "ftp://example.com/",
    "gopher://example.com/",
    "javascript:alert(1)",
    "not a url",
    "http://[fe80::1%25eth0]/",
  ])("other protocols and non-URLs: %s", async (url) => {
    expect(await failure(guarded(url))).toBe("protocol");
  });

  it("refuses a name whose DNS answer points inside, even when one answer is public", async () => {
    const inside: Resolve = async () => [PUBLIC, { address: "10.1.2.3", family: 4 }];
    expect(await failure(createGuardedFetch({ resolve: inside })("http://evil.example/"))).toBe("blocked");
    const mapped: Resolve = async () => [{ address: "::ffff:169.254.169.254", family: 6 }];
    expect(await failure(createGuardedFetch({ resolve: mapped })("http://evil.example/"))).toBe("blocked");
  });

  it("refuses DNS rebinding: public when checked, loopback when connecting", async () => {
    let calls = 0;
    const rebinding: Resolve = async () => (calls++ === 0 ? [PUBLIC] : [{ address: "127.0.0.1", family: 4 }]);
    const before = hits.length;
    const port = server.origin.split(":").at(-1);
    expect(
      await failure(createGuardedFetch({ resolve: rebinding })(`http://rebind.example:${port}/page`)),
    ).toBe("blocked");
    expect(calls).toBe(2);
    expect(hits.length).toBe(before);
  });

  it("does not reach a local server unless the test allows it", async () => {
    const before = hits.length;
    expect(await failure(guarded(`${server.origin}/page`))).toBe("blocked");
    expect(hits.length).toBe(before);
  });
});

describe("the guarded fetch with the local test server allowed", () => {
  const allowed = () => createGuardedFetch({ allowHosts: [server.hostPort], timeoutMs: 1500 });

  it("fetches an allowed HTML page and decodes its charset", async () => {
    const page = await allowed()(`${server.origin}/page`);
    expect(page.html).toContain("café");
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${server.origin}/page`);
  });

  it("follows redirects by hand and checks each hop", async () => {
    const page = await allowed()(`${server.origin}/to-page`);
    expect(page.redirects).toEqual([`${server.origin}/page`]);
    const before = hits.filter((h) => h.startsWith("inside")).length;
    expect(await failure(allowed()(`${server.origin}/to-inside`))).toBe("blocked");
    expect(hits.filter((h) => h.startsWith("inside")).length).toBe(before);
    expect(await failure(allowed()(`${server.origin}/to-metadata`))).toBe("blocked");
    expect(await failure(allowed()(`${server.origin}/loop`))).toBe("redirects");
  });

  it("caps size, time and content type", async () => {
    expect(await failure(allowed()(`${server.origin}/big`))).toBe("too-large");
    expect(await failure(allowed()(`${server.origin}/big-chunked`))).toBe("too-large");
    expect(await failure(allowed()(`${server.origin}/slow`))).toBe("timeout");
    expect(await failure(allowed()(`${server.origin}/json`))).toBe("not-html");
    expect(await failure(allowed()(`${server.origin}/missing`))).toBe("status");
  });
});
