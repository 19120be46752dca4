import { ogCard } from "@/components/site/og-card";
import { getPublicPost } from "@/lib/blog/public-post-queries";

// The drawn card of a post without a featured image, at a fixed address (postImagePath) so that both the
// Open Graph tags and the BlogPosting JSON-LD can name it. Cached like the post itself.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<"/blog/[slug]/card.png">) {
  const post = await getPublicPost((await params).slug);
  if (!post) return new Response("Not found", { status: 404 });
  return ogCard({
    kicker: "Creatorkit Blog",
    title: post.title,
    accent: post.category?.color,
    facts: [post.category?.name, `${post.readingMinutes} min read`].filter((f): f is string => !!f),
  });
}
