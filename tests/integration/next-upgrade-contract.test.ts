import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants";
import { COOKIE_NAME_PRERENDER_BYPASS } from "next/dist/server/api-utils";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import { getRouteCacheKey } from "next/dist/server/lib/route-cache-key";
import { freshness, type StoredEntry } from "@/lib/cache/entry";
import { CacheHandler } from "@/lib/cache/handler";
import { memoryStore } from "@/lib/cache/memory-store";
import { beastiesWith } from "@/lib/next-adapter/beasties";
import { STANDALONE_CONFIG_VARIABLE } from "@/lib/next-adapter/built-config";
import {
  appPage,
  buildDirectory,
  buildId,
  entryTags,
  isWholePage,
  pathTag,
  type CachedValue,
  type CacheHandlerContext,
} from "@/lib/next-adapter/cache-handler";
import { pageKeyPath, pathOfPageKey } from "@/lib/next-adapter/page-keys";
import { asksNextToDecide, DRAFT_MODE_COOKIE } from "@/lib/next-adapter/requests";

// The upgrade contract: each assumption lib/next-adapter/ makes about Next (and Beasties), checked against
// the installed version, so that an upgrade that moves one fails here, naming the file that assumes it,
// rather than in front of a visitor. What only a built app can show (Next's HTML, its HIT headers) is
// checked by tests/e2e/next-upgrade-contract.spec.ts and page-cache.spec.ts. `npm run check:upgrade` runs
// both against the newest release of Next (scripts/check-upgrade.mjs).

const require = createRequire(import.meta.url);
const nextSource = (file: string) => readFileSync(require.resolve(`next/dist/${file}`), "utf8");

const buildDir = mkdtempSync(path.join(tmpdir(), "next-contract-"));
mkdirSync(path.join(buildDir, "server"));
mkdirSync(path.join(buildDir, "static", "chunks"), { recursive: true });
writeFileSync(path.join(buildDir, "BUILD_ID"), "contract-build\n");
writeFileSync(path.join(buildDir, "static", "chunks", "site.css"), ".used{color:red}.unused{color:blue}");
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const ABOUT = { kind: "APP_PAGE", sourceRoute: "/(site)/about/page" } as const;
const HOME = { kind: "APP_PAGE", sourceRoute: "/(site)/home/[view]/page" } as const;
type Owner = Parameters<typeof getRouteCacheKey>[1];

function aboutPage(): CachedValue {
  return {
    kind: "APP_PAGE",
    html: "<!DOCTYPE html><html><body><h1>About</h1></body></html>",
    rscData: Buffer.from("rsc"),
    status: 200,
    postponed: undefined,
    headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/about" },
    segmentData: new Map(),
  } as unknown as CachedValue;
}

describe("Next's cacheHandler interface (lib/next-adapter/cache-handler.ts)", () => {
  const store = memoryStore(8 * 1024 * 1024);
  const calls: { method: string; key: string; ctx: unknown }[] = [];
  let constructedWith: CacheHandlerContext | undefined;

  class Handler extends CacheHandler {
    constructor(ctx: CacheHandlerContext) {
      super(ctx, store, async () => true);
      constructedWith = ctx;
    }
    override async get(key: string, ctx: Parameters<CacheHandler["get"]>[1]) {
      calls.push({ method: "get", key, ctx });
      return super.get(key, ctx);
    }
    override async set(key: string, data: CachedValue, ctx: Parameters<CacheHandler["set"]>[2]) {
      calls.push({ method: "set", key, ctx });
      return super.set(key, data, ctx);
    }
  }

  // Next's own ISR cache, as its server makes it for a build whose cacheHandler is ours.
  const cache = new IncrementalCache({
    dev: false,
    minimalMode: false,
    serverDistDir: path.join(buildDir, "server"),
    requestHeaders: {},
    previewProps: { previewModeId: "id", previewModeSigningKey: "", previewModeEncryptionKey: "" },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: "id", previewModeSigningKey: "", previewModeEncryptionKey: "" },
    },
    fetchCacheKeyPrefix: "",
    CurCacheHandler: Handler,
    allowedRevalidateHeaderKeys: [],
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
  const getCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false, route: ABOUT };
  const setCtx = (revalidate: number | false) => ({
    cacheControl: { revalidate, expire: revalidate === false ? undefined : 3600 },
    isRoutePPREnabled: false,
    isFallback: false,
    route: ABOUT,
  });
  const nextGet = () => cache.get("/about", getCtx as Parameters<IncrementalCache["get"]>[1]);

  it("constructs the handler with the build's server directory, where BUILD_ID and static/ sit beside it", () => {
    expect(
      constructedWith?.serverDistDir,
      "Next no longer passes the cache handler `serverDistDir`: lib/next-adapter/cache-handler.ts assumes it names <build>/server",
    ).toBe(path.join(buildDir, "server"));
    expect(
      buildId(constructedWith!),
      "lib/next-adapter/cache-handler.ts buildId() no longer finds BUILD_ID beside serverDistDir",
    ).toBe("contract-build");
    expect(buildDirectory(constructedWith!)).toBe(buildDir);
  });

  it("stores a page under the key whose end is the page's normalized path, with its cacheControl", async () => {
    calls.length = 0;
    // The page overload of IncrementalCache.set(), which TypeScript cannot pick from a union of values.
    await cache.set("/about", aboutPage() as never, setCtx(60) as never);
    const set = calls.find((call) => call.method === "set");
    expect(set, "Next no longer calls the cache handler's set() for a page").toBeDefined();
    expect(
      pathOfPageKey(set!.key),
      `Next's page keys changed (${set!.key}): lib/next-adapter/page-keys.ts assumes /route-cache/APP_PAGE/<hash>/$<path>`,
    ).toBe(pageKeyPath("/about"));
    expect(
      (set!.ctx as { cacheControl?: unknown }).cacheControl,
      "Next no longer hands set() the page's cacheControl: lib/cache/entry.ts judges freshness by it",
    ).toEqual({ revalidate: 60, expire: 3600 });
    const entry = (await store.read(set!.key))!;
    expect(
      entry.tags,
      "Next no longer keeps a page's tags in its x-next-cache-tags header: lib/next-adapter/cache-handler.ts entryTags()",
    ).toEqual(["_N_T_/layout", "_N_T_/about"]);
    const page = appPage(entry.value);
    expect(
      page && isWholePage(page),
      "lib/next-adapter/cache-handler.ts no longer recognises a whole page",
    ).toBe(true);
  });

  it("asks get() with the same key, and judges the copy fresh, due and expired as entry.ts freshness() does", async () => {
    calls.length = 0;
    const fresh = await nextGet();
    const key = calls.find((call) => call.method === "get")?.key;
    expect(key, "Next no longer asks the cache handler's get() for a page").toBeDefined();
    expect(pathOfPageKey(key!)).toBe("/about");
    const entry = (await store.read(key!))!;
    const judged = async (lastModified: number, cacheControl = entry.cacheControl) => {
      const copy: StoredEntry = { ...entry, lastModified, renderedAt: lastModified, cacheControl };
      await store.write(key!, copy, 60);
      const next = await nextGet();
      return { next: next?.isStale, ours: freshness(copy, []) };
    };
    const message =
      "Next judges a cached page's freshness differently from lib/cache/entry.ts freshness() (revalidate and expire counted from lastModified)";
    expect(fresh?.isStale, message).toBeFalsy();
    expect(await judged(Date.now() - 10_000), message).toEqual({ next: undefined, ours: "fresh" });
    expect(await judged(Date.now() - 61_000), message).toEqual({ next: true, ours: "due" });
    expect(await judged(Date.now() - 3_601_000), message).toEqual({ next: -1, ours: "due" });
    expect(await judged(Date.now() - 3_601_000, { revalidate: false, expire: undefined }), message).toEqual({
      next: undefined,
      ours: "fresh",
    });
  });
});

describe("Next's page keys and paths (lib/next-adapter/page-keys.ts)", () => {
  it("names a page's entry by its normalized path, whatever its route", () => {
    for (const [pathname, owner] of [
      ["/", HOME],
      ["/home/index", HOME],
      ["/about", ABOUT],
    ] as const) {
      const key = getRouteCacheKey(pathname, owner as Owner);
      expect(
        pathOfPageKey(key),
        `Next's key for ${pathname} is ${key}: lib/next-adapter/page-keys.ts assumes /route-cache/APP_PAGE/<hash>/$<path>`,
      ).toBe(pageKeyPath(pathname));
    }
    expect(pageKeyPath("/"), "Next no longer normalizes / to /index").toBe("/index");
  });

  it("refuses paths with empty or dot segments, which npm start's server then leaves to Next", () => {
    for (const pathname of ["//about", "/a/../about"])
      expect(pageKeyPath(pathname), `Next's normalizePagePath now accepts ${pathname}`).toBe("");
  });
});

describe("requests Next answers otherwise than with the cached copy (lib/next-adapter/requests.ts)", () => {
  it("names the router's, actions', revalidation and draft mode's headers and cookie as the adapter does", () => {
    expect(
      DRAFT_MODE_COOKIE,
      "Next renamed its draft-mode cookie: lib/next-adapter/requests.ts names it",
    ).toBe(COOKIE_NAME_PRERENDER_BYPASS);
    for (const headers of [
      { rsc: "1" },
      { "next-router-state-tree": "x" },
      { "next-router-prefetch": "1" },
      { "next-router-segment-prefetch": "/_tree" },
      { "next-url": "/blog" },
      { "next-action": "abc" },
      { "x-prerender-revalidate": "secret" },
      { cookie: `${COOKIE_NAME_PRERENDER_BYPASS}=1` },
    ])
      expect(
        asksNextToDecide(headers),
        `Next no longer exports the header of ${JSON.stringify(headers)} where lib/next-adapter/requests.ts imports it`,
      ).toBe(true);
    expect(asksNextToDecide({ accept: "text/html" })).toBe(false);
  });
});

describe("the page's tags (lib/next-adapter/cache-handler.ts)", () => {
  it("reads them from the header Next stores them under", () => {
    expect(entryTags(aboutPage(), ["fetch"])).toEqual(["_N_T_/layout", "_N_T_/about", "fetch"]);
  });

  it("names a path's tag as revalidatePath does", () => {
    expect(
      pathTag("/l/ana"),
      "Next's implicit tag prefix changed: lib/next-adapter/cache-handler.ts pathTag() writes it",
    ).toBe(`${NEXT_CACHE_IMPLICIT_TAG_ID}/l/ana`);
  });
});

describe("the built configuration (lib/next-adapter/built-config.ts)", () => {
  it("is what Next's config loader reads from the variable the adapter sets", () => {
    expect(
      nextSource("server/config.js"),
      `Next's config loader no longer reads ${STANDALONE_CONFIG_VARIABLE}: npm start's server would load next.config.ts, or no configuration`,
    ).toContain(`process.env.${STANDALONE_CONFIG_VARIABLE}`);
  });
});

describe("Beasties' undeclared methods (lib/next-adapter/beasties.ts)", () => {
  it("calls normalizeCssSelector for each rule and processStyle for the inlined sheet", async () => {
    const selectors: string[] = [];
    const inlined: string[] = [];
    const beasties = beastiesWith(
      { path: buildDir, publicPath: "/_next/", preload: "body", pruneSource: false, logLevel: "silent" },
      {
        selector: (selector) => (selectors.push(selector), selector),
        criticalRules: (rules) => (inlined.push(rules), rules),
      },
    );
    const html = await beasties.process(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"></head>' +
        '<body><p class="used">hi</p></body></html>',
    );
    expect(
      selectors,
      "Beasties no longer calls normalizeCssSelector(): lib/next-adapter/beasties.ts overrides it",
    ).toEqual(expect.arrayContaining([".used", ".unused"]));
    expect(
      inlined,
      "Beasties no longer calls processStyle(): lib/next-adapter/beasties.ts overrides it",
    ).toEqual([".used{color:red}"]);
    expect(html).toContain("<style>.used{color:red}</style>");
  });
});
