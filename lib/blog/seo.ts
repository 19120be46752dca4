import type { Metadata } from "next";
import { DEFAULT_OG_IMAGE } from "@/lib/page-metadata";
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

/** The drawn card of a post (app/(blog)/blog/[slug]/card.png), used when it has no featured image. */
export function postImagePath(slug: string): string {
  return `${postPath(slug)}/card.png`;
}

/** The post's image for Open Graph, Twitter and JSON-LD: its featured image, or its drawn card. */
function postImageUrl(post: SeoPost): string {
  return post.featuredImage ? absoluteImageUrl(post.featuredImage) : absoluteUrl(postImagePath(post.slug));
}

function seoDescription(post: SeoPost): string {
  return post.seoDescription?.trim() || postSummary(post, 160);
}

/** SEO fields with fallbacks: title, then excerpt or the first 160 characters of the text. */
export function postMetadata(post: SeoPost): Metadata {
  const title = post.seoTitle?.trim() || post.title;
  const description = seoDescription(post);
  const url = post.canonicalUrl || absoluteUrl(postPath(post.slug));
  const images = [
    post.featuredImage
      ? { url: postImageUrl(post), alt: post.title }
      : {
          url: postImageUrl(post),
          width: DEFAULT_OG_IMAGE.width,
          height: DEFAULT_OG_IMAGE.height,
          alt: post.title,
        },
  ];
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
      images,
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: images.map((i) => i.url),
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
    image: [postImageUrl(post)],
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
