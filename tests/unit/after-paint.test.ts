import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { addressesAfterPaint, requestAfterFirstPaint } from "@/lib/cache/after-paint";

// A cached page's scripts, chunk preloads and stylesheet are requested after its first contentful paint
// (lib/cache/after-paint.ts). The page as Next renders it, and as Beasties leaves it: chunk scripts async
// in <head>, a chunk preload with its attributes reordered, the sheet after the content.
const HEAD =
  '<meta charset="utf-8"><style>.a{color:red}</style>' +
  '<link rel="preload" href="/_next/static/chunks/later.js" as="script" fetchpriority="low">' +
  '<link rel="preload" href="/_next/static/chunks/soon.js" as="script" fetchpriority="low">' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<link rel="preload" as="image" href="/cover.png"><title>T</title>';
const BODY =
  '<main><p class="a">Hi</p></main><script id="_R_">(self.TURBOPACK||=[]).push({})</script>' +
  '<script src="/_next/static/chunks/runtime.js" async></script>' +
  '<script src="/_next/static/chunks/later.js" async></script>' +
  '<script>self.__next_f.push([1,"<script src=\\"/x.js\\" async=\\"\\">"])</script>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">';
const page = (head = HEAD, body = BODY) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

type Added = { tag: string; attributes: Record<string, string> };

/** Runs the page's loader against a document and paint timing of our own; returns what it added. */
function runLoader(html: string, options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const script = html.match(/<script id="after-paint">([^]*?)<\/script>/)?.[1];
  if (!script) throw new Error("no loader in the page");
  const added: Added[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const document = {
    visibilityState: options.hidden ? "hidden" : "visible",
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    createElement: (tag: string) => {
      const element: Added & { setAttribute(name: string, value: string): void } = {
        tag,
        attributes: {},
        setAttribute: (name, value) => (element.attributes[name] = value),
      };
      return element;
    },
    head: {
      appendChild: (element: Added) => added.push({ tag: element.tag, attributes: element.attributes }),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const self = options.paintTiming === false ? {} : { PerformanceObserver };
  runInNewContext(script, { document, self, setTimeout: (run: () => void) => timers.push(run) });
  const paint = (...names: string[]) =>
    observer!({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  return { added, timers, listeners, paint };
}

describe("requests after the first paint", () => {
  it("takes Next's chunk scripts, chunk preloads and the body sheet out of the page, and nothing else", () => {
    const html = requestAfterFirstPaint(page());
    const [head = "", body = ""] = html.split("</head>");
    expect(head).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>.a{color:red}</style>' +
        '<link rel="preload" as="image" href="/cover.png"><title>T</title>',
    );
    // The RSC payload's text is the page's data, never rewritten, even where it reads like a script tag.
    expect(body).toContain(
      '<script>self.__next_f.push([1,"<script src=\\"/x.js\\" async=\\"\\">"])</script>',
    );
    expect(body).not.toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence');
    expect(body).toContain(
      '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"></noscript>',
    );
    expect(body).toContain('<script id="_R_">(self.TURBOPACK||=[]).push({})</script>');
    expect(body).not.toMatch(/<script src="/);
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("names what its loader adds, for whoever counts a page's scripts", () => {
    expect(addressesAfterPaint(requestAfterFirstPaint(page()))).toEqual([
      "/_next/static/chunks/site.css",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/runtime.js",
      "/_next/static/chunks/later.js",
      "/_next/static/chunks/soon.js",
    ]);
    expect(addressesAfterPaint(page())).toEqual([]);
  });

  it("adds them on the first contentful paint, the sheet first, each once", () => {
    const { added, timers, paint } = runLoader(requestAfterFirstPaint(page()));
    paint("first-paint");
    expect(timers).toHaveLength(1); // only the 3 s guard
    paint("first-contentful-paint");
    expect(added).toEqual([]);
    timers[1]!();
    expect(added).toEqual([
      {
        tag: "link",
        attributes: { rel: "stylesheet", href: "/_next/static/chunks/site.css", "data-precedence": "next" },
      },
      { tag: "script", attributes: { src: "/_next/static/chunks/main.js", async: "" } },
      { tag: "script", attributes: { src: "/_next/static/chunks/page.js", async: "" } },
      { tag: "script", attributes: { src: "/_next/static/chunks/runtime.js", async: "" } },
      // Preloaded and loaded: loaded only.
      { tag: "script", attributes: { src: "/_next/static/chunks/later.js", async: "" } },
      {
        tag: "link",
        attributes: {
          rel: "preload",
          as: "script",
          href: "/_next/static/chunks/soon.js",
          fetchpriority: "low",
        },
      },
    ]);
    timers[0]!();
    expect(added).toHaveLength(6);
  });

  it("adds them at once in a hidden tab or without paint timing, and after 3 s or on a visibility change", () => {
    const html = requestAfterFirstPaint(page());
    expect(runLoader(html, { hidden: true }).added).toHaveLength(6);
    expect(runLoader(html, { paintTiming: false }).added).toHaveLength(6);
    const guarded = runLoader(html);
    expect(guarded.added).toHaveLength(0);
    guarded.timers[0]!();
    expect(guarded.added).toHaveLength(6);
    const hidden = runLoader(html);
    hidden.listeners[0]!();
    expect(hidden.added).toHaveLength(6);
  });

  it("leaves a page with nothing to move, a sheet still in <head>, and a document without a body as they are", () => {
    const plain = page("<title>T</title>", "<main>Hi</main>");
    expect(requestAfterFirstPaint(plain)).toBe(plain);
    const blocking = page(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"><title>T</title>',
      "<main>Hi</main>",
    );
    expect(requestAfterFirstPaint(blocking)).toBe(blocking);
    expect(requestAfterFirstPaint("<p>fragment</p>")).toBe("<p>fragment</p>");
  });
});
