import { describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as viewsPost } from "@/app/api/blog/views/route";
import { POST as generatePost } from "@/app/api/tools/[slug]/generate/route";
import { BODY_LIMITS, actionBodyLimit } from "@/lib/http/body-limits";
import { readJsonBody } from "@/lib/http/body";
import { refuseBadAction } from "@/lib/security/action-guard";
import { UPLOAD_KINDS } from "@/lib/storage/file-types";

const big = (bytes: number) => JSON.stringify({ input: { topic: "x".repeat(bytes) } });

/** A body sent in chunks without a Content-Length, as a client streaming it would. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 8192));
      offset += 8192;
    },
  });
}

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("route handler body caps", () => {
  it("refuse a JSON body over 64 KB with 413, announced or streamed", async () => {
    const announced = await generatePost(post("http://localhost/api/tools/x/generate", big(70_000)), {
      params: Promise.resolve({ slug: "ai-social-caption-generator" }),
    });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ error: "The request is too large: the limit is 64 KB." });

    const chunked = await readJsonBody(post("http://localhost/x", streamed(big(200_000))), BODY_LIMITS.json);
    expect(chunked.ok).toBe(false);
    if (!chunked.ok) expect(chunked.response.status).toBe(413);

    const views = await viewsPost(
      post("http://localhost/api/blog/views", big(70_000), { "user-agent": "Mozilla/5.0 Firefox/140" }),
    );
    expect(views.status).toBe(413);
    const auth = await authPost(
      post("http://localhost/api/auth/sign-in/email", big(70_000), { "content-type": "application/json" }),
    );
    expect(auth.status).toBe(413);
  });

  it("answer a body that is not JSON, or nested absurdly deep, with 400", async () => {
    const notJson = await readJsonBody(post("http://localhost/x", "{nope"), BODY_LIMITS.json);
    expect(notJson.ok || (await notJson.response.json())).toEqual({
      error: "The request was not valid JSON.",
    });
    const deep = await readJsonBody(post("http://localhost/x", "[".repeat(5000) + "]".repeat(5000)), 1e6);
    expect(deep.ok || (await deep.response.json())).toEqual({
      error: "The request's JSON is nested too deeply.",
    });
    const fine = await readJsonBody(post("http://localhost/x", '{"a":[1,{"b":"[[["}]}'), BODY_LIMITS.json);
    expect(fine).toEqual({ ok: true, value: { a: [1, { b: "[[[" }] } });
  });

  it("fit the upload limits", () => {
    expect(actionBodyLimit("/admin/ebooks/new")).toBeGreaterThan(
      UPLOAD_KINDS.ebook.maxBytes + UPLOAD_KINDS.image.maxBytes,
    );
    expect(actionBodyLimit("/dashboard")).toBeGreaterThan(UPLOAD_KINDS.image.maxBytes);
    expect(actionBodyLimit("/contact")).toBe(64 * 1024);
  });
});

function action(path: string, body: BodyInit, headers: Record<string, string>) {
  return post(`http://localhost:3000${path}`, body, {
    host: "localhost:3000",
    "next-action": "abc",
    ...headers,
  });
}

async function refusal(request: Request, path: string) {
  const response = await refuseBadAction(request, path);
  return response && { status: response.status, text: await response.text() };
}

describe("server action guard", () => {
  const text = { "content-type": "text/plain;charset=UTF-8" };

  it("lets a well-formed same-origin action through", async () => {
    const body = '["$K1"]';
    const headers = { ...text, origin: "http://localhost:3000", "content-length": String(body.length) };
    expect(await refuseBadAction(action("/contact", body, headers), "/contact")).toBeNull();
  });

  it("refuses cross-origin actions with 403", async () => {
    const headers = { ...text, origin: "https://evil.example", "content-length": "2" };
    expect(await refusal(action("/contact", "[]", headers), "/contact")).toMatchObject({
      status: 403,
      text: expect.stringContaining("sent from another site"),
    });
  });

  // A visitor's own X-Forwarded-Host is believed only from proxies TRUST_PROXY says stand in front.
  it("compares Origin with X-Forwarded-Host only behind a trusted proxy", async () => {
    const body = '["$K1"]';
    const forged = {
      ...text,
      host: "localhost:3000",
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "content-length": String(body.length),
    };
    expect((await refuseBadAction(action("/contact", body, forged), "/contact", 0))?.status).toBe(403);
    const proxied = {
      ...forged,
      host: "10.0.0.5:3000",
      origin: "https://creatorkit.example",
      "x-forwarded-host": "creatorkit.example",
    };
    expect(await refuseBadAction(action("/contact", body, proxied), "/contact", 1)).toBeNull();
    expect((await refuseBadAction(action("/contact", body, proxied), "/contact", 0))?.status).toBe(403);
  });

  it("refuses a body over the page's cap with 413, and one of unknown size with 411", async () => {
    const headers = { ...text, "content-length": String(65 * 1024) };
    expect(await refusal(action("/contact", "[]", headers), "/contact")).toEqual({
      status: 413,
      text: "The request is too large: the limit is 64 KB.",
    });
    expect(await refuseBadAction(action("/admin/ebooks/new", "[]", headers), "/admin/ebooks/new")).toBeNull();
    expect((await refusal(action("/contact", streamed("[]"), text), "/contact"))?.status).toBe(411);
  });

  it("refuses non-JSON and deeply nested bodies, and control characters in file names, with 400", async () => {
    for (const body of ["not json", "[".repeat(10_000) + "]".repeat(10_000)]) {
      const headers = { ...text, "content-length": String(body.length) };
      expect(await refusal(action("/", body, headers), "/")).toMatchObject({ status: 400 });
    }
    const form = new FormData();
    form.append("file", new File(["x"], "a\u0000b.png", { type: "image/png" }));
    const encoded = new Response(form);
    const bytes = await encoded.arrayBuffer();
    const headers = {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(bytes.byteLength),
    };
    expect(await refusal(action("/admin/posts/new", bytes, headers), "/admin/posts/new")).toMatchObject({
      status: 400,
      text: expect.stringContaining("not allowed"),
    });
  });
});

describe("npm start's server", () => {
  it("refuses an announced oversize body and a form post of unannounced size before reading it", async () => {
    const { createServer, request } = await import("node:http");
    const { refuseOversizeBody } = await import("@/lib/http/oversize");
    let reachedApp = 0;
    const server = createServer((req, res) => {
      if (refuseOversizeBody(req, res)) return;
      reachedApp++;
      req.resume();
      req.on("end", () => res.end("ok"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    const send = (path: string, headers: Record<string, string | number>, body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
          let text = "";
          res.on("data", (c) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      expect(await send("/api/tools/x/generate", { "content-length": 10_000_000 }, "")).toEqual({
        status: 413,
        text: "The request is too large: the limit is 64 KB.",
      });
      expect((await send("/contact", { "transfer-encoding": "chunked" }, "[]")).status).toBe(411);
      expect(await send("/admin/ebooks/new", { "content-length": 2 }, "[]")).toEqual({
        status: 200,
        text: "ok",
      });
      expect(reachedApp).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
