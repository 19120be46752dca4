import { ogCard, OG_SIZE } from "@/components/site/og-card";
import { getPublicPost } from "@/lib/blog/public-post-queries";

// Drawn for posts without a featured image (generateMetadata points to the featured image otherwise).
export const revalidate = 60;
export const alt = "Creatorkit blog post";
export const size = OG_SIZE;
export const contentType = "image/png";

export default async function PostOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPublicPost((await params).slug);
  return ogCard({
    kicker: "Creatorkit Blog",
    title: post?.title ?? "Creatorkit blog",
    accent: post?.category?.color,
    facts: post
      ? [post.category?.name, `${post.readingMinutes} min read`].filter((f): f is string => !!f)
      : [],
  });
}
