import { DomUtils, parseDocument } from "htmlparser2";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/sitemaps/[file]/route";
import { createPage, savePage, setPageDisabled } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { user } from "@/lib/db/schema";
import { tools } from "@/lib/tools/registry";
import { createPost, createTerm } from "../support/blog-public-fixtures";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";
import { truncateAll } from "../support/database";
import { insertEbook, insertEbookCategory } from "../support/ebooks";

const ORIGIN = "http://localhost:3000";

async function fetchFile(file: string) {
  return GET(new Request(`${ORIGIN}/sitemaps/${file}`), { params: Promise.resolve({ file }) });
}

async function sitemapPaths(): Promise<string[]> {
  const response = await fetchFile("index.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const doc = parseDocument(await response.text(), { xmlMode: true });
  expect(DomUtils.getElementsByTagName("urlset", doc)).toHaveLength(1);
  return DomUtils.getElementsByTagName("loc", doc).map((el) => DomUtils.textContent(el).replace(ORIGIN, ""));
}

async function bioPage(email: string, slug: string, extra: Parameters<typeof draftWith>[1] = {}) {
  const owner = await makeUser(email);
  const created = await createPage(owner.id, { slug, title: slug }, 5);
  if (!created.ok) throw new Error(`could not create ${slug}`);
  await savePage(owner.id, created.id, draftWith([linkBlock("Site", "https://example.com/")], extra));
  return { ownerId: owner.id, pageId: created.id };
}

beforeAll(async () => {
  await truncateAll();
  const seo = await createTerm("category", "SEO", "seo");
  const ai = await createTerm("tag", "AI", "ai");
  await createPost({ title: "Live", slug: "live", categoryId: seo.id, tagIds: [ai.id] });
  await createPost({ title: "Draft", slug: "draft-post", status: "draft" });
  await createPost({
    title: "Later",
    slug: "later",
    status: "scheduled",
    scheduledPublishAt: new Date(Date.now() + 86_400_000),
  });
  await createPost({
    title: "Due",
    slug: "due",
    status: "scheduled",
    scheduledPublishAt: new Date(Date.now() - 60_000),
  });

  const guides = await insertEbookCategory("Guides", "guides");
  await insertEbook({ slug: "public-ebook", status: "published", categoryId: guides.id });
  await insertEbook({ slug: "draft-ebook", status: "draft" });
  await insertEbook({ slug: "archived-ebook", status: "archived" });

  await bioPage("ana@example.com", "ana");
  await bioPage("hidden@example.com", "hidden-from-search", { noindex: true });
  await bioPage("draft@example.com", "draft-page", { published: false });
  const banned = await bioPage("banned@example.com", "banned-page");
  await db.update(user).set({ banned: true }).where(eq(user.id, banned.ownerId));
  const unconfirmed = await bioPage("late@example.com", "unconfirmed-page");
  await db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.ownerId));
  const disabled = await bioPage("off@example.com", "disabled-page");
  await setPageDisabled(disabled.pageId, true);
});

describe("the sitemap", () => {
  it("lists every kind of public URL: static pages, tools, posts, terms, ebooks, ebook categories, bio pages", async () => {
    const paths = await sitemapPaths();
    for (const path of ["/", "/tools", "/ebooks", "/blog", "/about", "/contact", "/faq"]) {
      expect(paths).toContain(path);
    }
    for (const tool of tools) expect(paths).toContain(`/tool/${tool.slug}`);
    for (const path of ["/blog/live", "/blog/due", "/blog/category/seo", "/blog/tag/ai"]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain("/ebooks/public-ebook");
    expect(paths).toContain("/ebooks/category/guides");
    expect(paths).toContain("/l/ana");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out what visitors cannot open or owners keep out of search", async () => {
    const paths = await sitemapPaths();
    for (const path of [
      "/blog/draft-post",
      "/blog/later",
      "/ebooks/draft-ebook",
      "/ebooks/archived-ebook",
      "/l/hidden-from-search",
      "/l/draft-page",
      "/l/banned-page",
      "/l/unconfirmed-page",
      "/l/disabled-page",
    ]) {
      expect(paths).not.toContain(path);
    }
  });

  it("has one part while it fits, and answers 404 for any other file", async () => {
    expect((await fetchFile("0.xml")).status).toBe(200);
    for (const file of ["1.xml", "x.xml", "01.xml", "index.json", "..%2Fetc"]) {
      expect((await fetchFile(file)).status).toBe(404);
    }
  });
});
