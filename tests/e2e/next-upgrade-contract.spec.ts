import { requestAfterFirstPaint } from "@/lib/cache/after-paint";
import { CACHE_HIT, CACHE_STATUS_HEADER } from "@/lib/next-adapter/cache-status";
import { BODY_STYLESHEET, CHUNK_PRELOAD, CHUNK_SCRIPT, HEAD_STYLESHEET } from "@/lib/next-adapter/page-html";
import { expect, test } from "./fixtures";
import { untilCached } from "./helpers/page-cache";

// The upgrade contract's half that needs the built app (the other half: tests/integration/
// next-upgrade-contract.test.ts): the shapes lib/next-adapter/page-html.ts expects in Next's HTML, and the
// cache status header it reads. page-cache.spec.ts compares the early answer with Next's own.

const count = (html: string, pattern: RegExp) => [...html.matchAll(new RegExp(pattern, "g"))].length;

test("Next's own HTML has the shapes the page cache's rewrites look for", async ({ request }) => {
  // A search: rendered per request with the site's fixed policy (no nonce), so never rewritten.
  const response = await request.get("/tools?q=contract");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));

  const message = (what: string) => `Next's HTML changed: lib/next-adapter/page-html.ts ${what}`;
  expect(HEAD_STYLESHEET.test(head), message("HEAD_STYLESHEET finds no stylesheet link in <head>")).toBe(
    true,
  );
  expect(count(html, /<link rel="stylesheet"/), message("HEAD_STYLESHEET misses a stylesheet")).toBe(
    count(html, HEAD_STYLESHEET),
  );
  expect(count(html, CHUNK_SCRIPT), message("CHUNK_SCRIPT finds no chunk script")).toBeGreaterThan(0);
  // Async ones: the polyfills' `noModule` script stays where it is (no browser that runs the page fetches it).
  expect(
    count(html, /<script src="\/_next\/[^"]*"[^>]*\basync\b/),
    message("CHUNK_SCRIPT misses a chunk script"),
  ).toBe(count(html, CHUNK_SCRIPT));
  expect(count(html, /<link [^>]*\bas="script"/), message("CHUNK_PRELOAD misses a preloaded chunk")).toBe(
    count(html, CHUNK_PRELOAD),
  );
  // ascii-html.ts escapes inline scripts as JavaScript: JSON and JavaScript are all it may meet.
  const types = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>/g)].map(
    (m) => /\btype="([^"]*)"/.exec(m[1]!)?.[1] ?? "",
  );
  expect(
    types.filter((type) => !["", "application/ld+json", "application/json"].includes(type)),
    message("SCRIPT_OR_STYLE assumes every inline script is JavaScript or JSON"),
  ).toEqual([]);
  // Every chunk and the stylesheet leave the page for the loader, and nothing of Next's is left before it.
  const rewritten = requestAfterFirstPaint(html);
  expect(count(rewritten, CHUNK_SCRIPT), message("a chunk script stays render-blocking")).toBe(0);
  expect(rewritten).toContain('<script id="after-paint">');
});

test("a cached page as the cache serves it: its scripts and stylesheet after the first paint, and Next's HIT", async ({
  request,
}) => {
  await untilCached(request, "/about?contract");
  const response = await request.get("/about?contract");
  expect(
    response.headers()[CACHE_STATUS_HEADER],
    `Next no longer sends ${CACHE_STATUS_HEADER}: ${CACHE_HIT}: lib/next-adapter/cache-status.ts, and the early answer, wait for it`,
  ).toBe(CACHE_HIT);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head, "the critical CSS is not inlined (lib/cache/critical-css.ts)").toContain("<style>");
  expect(HEAD_STYLESHEET.test(head), "the stylesheet still blocks the first paint").toBe(false);
  expect(count(html, CHUNK_SCRIPT), "a chunk script is still requested before the first paint").toBe(0);
  expect(count(html, BODY_STYLESHEET), "the stylesheet is still linked in <body>").toBe(0);
  expect(html).toMatch(/<script id="after-paint">[^<]*\/_next\/static\/[^"]+\.css/);
});
