import {
  BODY_STYLESHEET,
  CHUNK_PRELOAD,
  CHUNK_SCRIPT,
  QUOTED_STATIC_ADDRESS,
} from "../next-adapter/page-html";

// A cached page requests nothing before its first paint but what that paint shows: its critical CSS is
// inline (critical-css.ts), and Next's chunk scripts, the chunks it preloads and the site's stylesheet are
// requested once the page has painted its first content. As Next renders it, every chunk script is `async`
// (in <head>, Turbopack's runtime in <body>): on a fast connection they arrive while the page is still
// being parsed and laid out, and run before it paints (docs/performance.md). Done once per render, as the page
// enters the cache. Pages rendered per request keep Next's own order. The shapes of Next's markup found here
// are the adapter's (lib/next-adapter/page-html.ts).

/** The loader's element: found by its id, by the bench that counts a page's scripts, among others. */
const LOADER = /<script id="after-paint">([^]*?)<\/script>/;

function take(html: string, pattern: RegExp, found: string[]): string {
  return html.replace(pattern, (_, href: string) => {
    found.push(href);
    return "";
  });
}

/**
 * Adds them in the order Next had them: the stylesheet (React finds it by its precedence when it hydrates),
 * then the scripts, then the preloads. On the first contentful paint; at once in a tab that is hidden (it
 * paints nothing) or in a browser without paint timing; after 3 s whatever happens, so a page can never be
 * left without its scripts.
 */
function loader(sheets: string[], scripts: string[], preloads: string[]): string {
  const list = (items: string[]) => JSON.stringify(items);
  return (
    '<script id="after-paint">(function(){var d=document,t=0;' +
    "function add(n,a){var e=d.createElement(n);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}" +
    "function go(){if(t)return;t=1;" +
    `${list(sheets)}.forEach(function(h){add("link",{rel:"stylesheet",href:h,"data-precedence":"next"})});` +
    `${list(scripts)}.forEach(function(h){add("script",{src:h,async:""})});` +
    `${list(preloads)}.forEach(function(h){add("link",{rel:"preload",as:"script",href:h,fetchpriority:"low"})})}` +
    "var P=self.PerformanceObserver;" +
    'if(d.visibilityState=="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();' +
    'new P(function(l){l.getEntriesByName("first-contentful-paint").length&&setTimeout(go)})' +
    '.observe({type:"paint",buffered:true});' +
    'd.addEventListener("visibilitychange",go);setTimeout(go,3000)})()</script>'
  );
}

/** The addresses a cached page's loader adds after its first paint (none for a page without one). */
export function addressesAfterPaint(html: string): string[] {
  const loader = LOADER.exec(html)?.[1] ?? "";
  return [...loader.matchAll(QUOTED_STATIC_ADDRESS)].map((m) => m[1]!);
}

/** `html` with its chunk scripts, chunk preloads and body stylesheet requested after its first paint. */
export function requestAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const scripts: string[] = [];
  const preloads: string[] = [];
  const sheets: string[] = [];
  const head = take(take(html.slice(0, headEnd), CHUNK_SCRIPT, scripts), CHUNK_PRELOAD, preloads);
  // Turbopack's runtime chunk follows its inline bootstrap in <body>.
  const body = take(take(html.slice(headEnd, bodyEnd), CHUNK_SCRIPT, scripts), BODY_STYLESHEET, sheets);
  if (scripts.length + preloads.length + sheets.length === 0) return html;
  // Without scripts the loader never runs; the sheet still loads, after the content as before.
  const noscript = sheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  return (
    head +
    body +
    (noscript && `<noscript>${noscript}</noscript>`) +
    loader(
      sheets,
      scripts,
      preloads.filter((href) => !scripts.includes(href)),
    ) +
    html.slice(bodyEnd)
  );
}
