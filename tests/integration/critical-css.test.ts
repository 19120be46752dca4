import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import { CacheHandler } from "@/lib/cache/handler";
import { memoryStore } from "@/lib/cache/memory-store";

// A page entering the page cache gets the rules its markup uses inline (lib/cache/critical-css.ts) and its
// stylesheet requested after its first paint (lib/cache/after-paint.ts), against a build directory laid out
// as Next's is.

const distDir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
mkdirSync(path.join(distDir, "server"));
mkdirSync(path.join(distDir, "static", "chunks"), { recursive: true });
writeFileSync(
  path.join(distDir, "static", "chunks", "site.css"),
  ":root{--space:1rem;--space-lg:calc(var(--space)*2);--unread:3rem}" +
    ".used{color:red}.unused{color:blue}.used:hover{color:green}" +
    ":where(.stack>:not(:last-child)){margin-bottom:var(--space)}" +
    ":where(.gap>:not(:last-child)){margin-bottom:var(--space-lg)}" +
    // The typography plugin's form: only the rules for elements the article holds belong inline.
    ".prose :where(p):not(:where([class~=not-prose],[class~=not-prose] *)){margin:0}" +
    ".prose :where(h4):not(:where([class~=not-prose],[class~=not-prose] *)){margin:1px}" +
    '.prose :where(code):not(:where([class~=not-prose],[class~=not-prose] *)):before{content:"`"}' +
    'q{quotes:"“" "”"}',
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const ctx = { serverDistDir: path.join(distDir, "server") } as CacheHandlerContext;
type Value = Parameters<CacheHandler["set"]>[1];
type SetCtx = Parameters<CacheHandler["set"]>[2];
type GetCtx = Parameters<CacheHandler["get"]>[1];
const setCtx = { cacheControl: { revalidate: 60, expire: undefined } } as SetCtx;
const getCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as GetCtx;

const SHEET = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">';
const document = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body><p class="used"><q>hi</q></p>` +
  `<ul class="stack"><li>1</li><li>2</li></ul><article class="prose"><p>Text</p></article>` +
  `<script>self.__next_f.push([1,"<b>\\u003c/script>"])</script></body></html>`;

function page(html: string, status = 200): Value {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from("rsc"),
    status,
    postponed: undefined,
    headers: {},
    segmentData: undefined,
  } as unknown as Value;
}

async function cached(value: Value): Promise<string> {
  const handler = new CacheHandler(ctx, memoryStore(1024 * 1024), async () => true);
  await handler.set("/page", value, setCtx);
  const entry = await handler.get("/page", getCtx);
  return (entry?.value as unknown as { html: string }).html;
}

describe("critical CSS in the page cache", () => {
  it("inlines the rules the page uses and requests the sheet after the first paint", async () => {
    const html = await cached(page(document(SHEET)));
    const [head = "", body = ""] = html.split("</head>");
    expect(head).toContain(
      "<style>:root{--space:1rem}.used{color:red}.used:hover{color:green}" +
        ":where(.stack>:not(:last-child)){margin-bottom:var(--space)}" +
        ".prose :where(p):not(:where([class~=not-prose],[class~=not-prose] *)){margin:0}" +
        'q{quotes:"\\00201c" "\\00201d"}</style>',
    );
    // ASCII only, so V8 keeps the page one byte a character (lib/cache/critical-css.ts).
    expect(html).toMatch(/^[\x00-\x7f]*$/);
    // Rules for elements the page does not hold: not even the ones Beasties alone keeps for a class the
    // page has (`.prose h4` on any article) or for every `:where(…)`.
    // And no custom property that no inlined rule reads.
    for (const unused of [".unused", ".gap", "h4", "code", "--space-lg", "--unread"]) {
      expect(head).not.toContain(unused);
    }
    expect(head).not.toContain("<link");
    expect(body).not.toContain(SHEET);
    const noscript = '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"></noscript>';
    expect(body.indexOf(noscript)).toBeGreaterThan(body.indexOf('<p class="used">'));
    expect(body).toContain('["/_next/static/chunks/site.css"].forEach');
    // The rest of the document as rendered: <html>'s attributes, the RSC payload's script untouched.
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head>')).toBe(true);
    expect(html).toContain('<script>self.__next_f.push([1,"<b>\\u003c/script>"])</script>');
  });

  it("leaves a 404, a page linking no sheet of Next's, and a page whose sheet is missing as rendered", async () => {
    const notFound = document(SHEET);
    expect(await cached(page(notFound, 404))).toBe(notFound);
    const plain = document('<link rel="stylesheet" href="https://elsewhere.example/x.css">');
    expect(await cached(page(plain))).toBe(plain);
    const missing = document(
      '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next">',
    );
    const served = await cached(page(missing));
    expect(served.split("</head>")[0]).toContain('href="/_next/static/chunks/gone.css"');
    expect(served).not.toContain("<style>");
  });
});
