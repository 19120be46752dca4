import { getFeedPosts } from "@/lib/blog/feed-queries";
import { buildRss, rssResponse } from "@/lib/blog/rss";
import { absoluteUrl } from "@/lib/site-url";

// Rendered per request (a cached handler would be prerendered at build, when there is no database);
// shared caches may keep it for a minute.
export const dynamic = "force-dynamic";

export async function GET() {
  const posts = await getFeedPosts();
  const xml = buildRss(
    {
      title: "Creatorkit Blog",
      description: "Guides and ideas on AI tools, content creation, SEO and marketing.",
      link: absoluteUrl("/blog"),
      feedUrl: absoluteUrl("/blog/rss.xml"),
    },
    posts.map((post) => ({ ...post, link: absoluteUrl(`/blog/${post.slug}`) })),
  );
  return rssResponse(xml);
}
