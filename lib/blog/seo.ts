import type { Metadata } from "next";
import { absoluteImageUrl, absoluteUrl } from "@/lib/site-url";
import { postSummary } from "./excerpt";
import type { PublicPost } from "./public-post-queries";

type SeoPost = Pick<
  PublicPost,
  | "title"
  | "slug"
  | "content"
  | "excerpt"
  | "featuredImage"
  | "author"
  | "seoTitle"
  | "seoDescription"
  | "seoKeywords"
  | "canonicalUrl"
  | "publishedAt"
  | "updatedAt"
  | "category"
  | "tags"
>;

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

function seoDescription(post: SeoPost): string {
  return post.seoDescription?.trim() || postSummary(post, 160);
}

/** SEO fields with fallbacks: title, then excerpt or the first 160 characters of the text. */
export function postMetadata(post: SeoPost): Metadata {
  const title = post.seoTitle?.trim() || post.title;
  const description = seoDescription(post);
  const url = post.canonicalUrl || absoluteUrl(postPath(post.slug));
  // Without a featured image, the segment's opengraph-image draws one (file metadata fills `images`).
  const images = post.featuredImage
    ? [{ url: absoluteImageUrl(post.featuredImage), alt: post.title }]
    : undefined;
  return {
    title,
    description,
    keywords: post.seoKeywords
      ?.split(",")
      .map((k) => k.trim())
      .filter(Boolean),
    authors: [{ name: post.author }],
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title,
      description,
      siteName: "Creatorkit",
      publishedTime: post.publishedAt?.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      authors: [post.author],
      section: post.category?.name,
      tags: post.tags.map((t) => t.name),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}

/** schema.org BlogPosting and BreadcrumbList for a post. */
export function postJsonLd(post: SeoPost) {
  const url = absoluteUrl(postPath(post.slug));
  const blogPosting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.seoTitle?.trim() || post.title,
    description: seoDescription(post),
    // The drawn Open Graph image's URL carries a build hash (the route sits in a route group), so only a
    // featured image is named here; crawlers still find the drawn one through og:image.
    ...(post.featuredImage ? { image: [absoluteImageUrl(post.featuredImage)] } : {}),
    datePublished: post.publishedAt?.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: "Creatorkit", url: absoluteUrl("/") },
    mainEntityOfPage: { "@type": "WebPage", "@id": post.canonicalUrl || url },
    url,
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.seoKeywords ? { keywords: post.seoKeywords } : {}),
  };
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    ...(post.category ? [{ name: post.category.name, path: `/blog/category/${post.category.slug}` }] : []),
    { name: post.title, path: postPath(post.slug) },
  ];
  const breadcrumbList = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
  return { blogPosting, breadcrumbList };
}

/** JSON for a <script> element: `<` escaped so no text in it can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
