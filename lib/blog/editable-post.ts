import type { PostStatus } from "@/lib/db/tables/blog";

/** What the editor form needs of a post: plain values only, so it can cross to the browser. */
export interface EditablePost {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage: string;
  status: PostStatus;
  categoryId: number | null;
  tagIds: number[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  canonicalUrl: string;
  scheduledPublishAt: string | null;
  emailSubscribers: boolean;
  /** When its newsletter issue was made (lib/newsletter/post-mail.ts): the box no longer applies. */
  emailedAt: string | null;
}

export function toEditablePost(post: {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  featuredImage: string | null;
  status: PostStatus;
  categoryId: number | null;
  tagIds: number[];
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  canonicalUrl: string | null;
  scheduledPublishAt: Date | null;
  emailSubscribers: boolean;
  emailedAt: Date | null;
}): EditablePost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? "",
    featuredImage: post.featuredImage ?? "",
    status: post.status,
    categoryId: post.categoryId,
    tagIds: post.tagIds,
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    seoKeywords: post.seoKeywords ?? "",
    canonicalUrl: post.canonicalUrl ?? "",
    scheduledPublishAt: post.scheduledPublishAt?.toISOString() ?? null,
    emailSubscribers: post.emailSubscribers,
    emailedAt: post.emailedAt?.toISOString() ?? null,
  };
}
