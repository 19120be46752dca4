import { getSitemapEntries } from "@/lib/sitemap/entries";
import { renderSitemapFile } from "@/lib/sitemap/xml";
import { absoluteUrl } from "@/lib/site-url";

// ISR: rendered on first request (never at build, which has no database), refreshed on every save of
// what it lists (lib/sitemap/revalidate.ts) and at least every minute, so a scheduled post joins it at
// most a minute after its time.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const xml = renderSitemapFile(await getSitemapEntries(), (await params).file, absoluteUrl);
  if (xml === null) return new Response("Not found", { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
