import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { JsonLd } from "@/components/blog/json-ld";
import { PostArticle } from "@/components/blog/post-article";
import { RelatedPosts } from "@/components/blog/related-posts";
import { ViewTracker } from "@/components/blog/view-tracker";
import { findRenamedPostSlug, getPublicPost } from "@/lib/blog/public-post-queries";
import { getRelatedPosts } from "@/lib/blog/public-queries";
import { postJsonLd, postMetadata, postPath } from "@/lib/blog/seo";

// Rendered on first request, then at most a minute old: a scheduled post shows up (and a cached 404
// for it goes away) within a minute of its time.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPublicPost((await params).slug);
  return post ? postMetadata(post) : {};
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await getPublicPost(slug);
  if (!post) {
    const renamed = await findRenamedPostSlug(slug);
    if (renamed) permanentRedirect(postPath(renamed));
    notFound();
  }
  const related = await getRelatedPosts({
    id: post.id,
    categoryId: post.categoryId,
    tagIds: post.tags.map((t) => t.id),
  });
  const jsonLd = postJsonLd(post);
  return (
    <main className="pb-16">
      <JsonLd data={jsonLd.blogPosting} />
      <JsonLd data={jsonLd.breadcrumbList} />
      <PostArticle post={post} />
      <RelatedPosts posts={related} />
      <ViewTracker postId={post.id} />
    </main>
  );
}
