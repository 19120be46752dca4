import { tools } from "@/lib/tools/registry";
import { toolPath, TOOLS_PATH } from "@/lib/tools/paths";

// Which pages `npm run bench -- lighthouse` measures. A post, an issue and a bio page are found on the running server
// (its sitemap, then /blog's HTML), never written: the bench may point at a production site.

export type BenchPage = { label: string; path: string };

async function text(base: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.text();
}

// Paths of every <loc> in the sitemap, following a sitemap index one level down. Its URLs carry SITE_URL's
// host, which need not be the bench's, so only the path is kept.
async function sitemapPaths(base: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const root = await text(base, "/sitemap.xml");
  if (!root.includes("<sitemapindex")) return locs(root);
  const files = await Promise.all(locs(root).map((path) => text(base, path)));
  return files.flatMap(locs);
}

const POST = /^\/blog\/(?!category\/|tag\/|page\/|search)[^/]+$/;
const BIO = /^\/l\/[^/]+$/;
const ISSUE = /^\/newsletter\/(?!page\/)[^/]+$/;
const BIO_ARCHIVE = /^\/l\/[^/]+\/newsletter$/;
const BIO_ISSUE = /^\/l\/[^/]+\/newsletter\/(?!rss\.xml)[^/]+$/;

export async function findPages(base: string): Promise<{ pages: BenchPage[]; notes: string[] }> {
  const notes: string[] = [];
  const listed = await sitemapPaths(base).catch((error: Error) => {
    notes.push(`sitemap unreadable (${error.message}): the post comes from /blog`);
    return [] as string[];
  });
  let post = listed.find((path) => POST.test(path));
  if (!post) {
    const blog = await text(base, "/blog");
    post = [...blog.matchAll(/href="(\/blog\/[^"?#]+)"/g)].map((m) => m[1]!).find((path) => POST.test(path));
  }
  const pages: BenchPage[] = [{ label: "home", path: "/" }];
  if (post) pages.push({ label: "post", path: post });
  else notes.push("no published post found: the post row is skipped");
  pages.push(
    { label: "tool", path: toolPath(tools.find((tool) => tool.kind === "text")!.slug) },
    { label: "PDF tool", path: toolPath(tools.find((tool) => tool.kind === "pdf")!.slug) },
    { label: "ebooks", path: "/ebooks" },
    { label: "tools", path: TOOLS_PATH },
  );
  pages.push({ label: "newsletter", path: "/newsletter" });
  const issue = listed.find((path) => ISSUE.test(path));
  if (issue) pages.push({ label: "issue", path: issue });
  else
    notes.push(
      "no issue in the newsletter's archive (the demo content sends none): the issue row is skipped",
    );
  const bio = process.env.BENCH_BIO_PATH ?? listed.find((path) => BIO.test(path));
  if (bio) pages.push({ label: "bio", path: bio });
  else
    notes.push(
      "no public bio page in the sitemap (the demo content has none): /l/<slug> skipped; BENCH_BIO_PATH=/l/<slug> names one",
    );
  // A creator's newsletter archive and one of its e-mails (listed while their page has no domain of its own).
  const bioArchive = listed.find((path) => BIO_ARCHIVE.test(path));
  const bioIssue = listed.find((path) => BIO_ISSUE.test(path));
  if (bioArchive) pages.push({ label: "bio archive", path: bioArchive });
  if (bioIssue) pages.push({ label: "bio issue", path: bioIssue });
  if (!bioArchive || !bioIssue)
    notes.push(
      "no creator's newsletter e-mail published on the web in the sitemap (the demo content sends none): their archive rows are skipped",
    );
  return { pages, notes };
}
