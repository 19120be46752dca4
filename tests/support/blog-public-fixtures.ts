import { savePost } from "@/lib/blog/post-store";
import { saveTerm, type TermKind } from "@/lib/blog/term-store";
import type { PostFormInput } from "@/lib/blog/validation";

/** A post as the editor's form would submit it, published by default. */
export function postInput(overrides: Partial<PostFormInput> = {}): PostFormInput {
  return {
    title: "A post",
    slug: "",
    content: "<p>Some words about content.</p>",
    excerpt: null,
    featuredImage: null,
    status: "published",
    categoryId: null,
    tagIds: [],
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    canonicalUrl: null,
    scheduledPublishAt: null,
    emailSubscribers: false,
    ...overrides,
  };
}

export function createPost(overrides: Partial<PostFormInput> = {}, now?: Date) {
  return savePost(postInput(overrides), now);
}

export function createTerm(kind: TermKind, name: string, slug: string) {
  return saveTerm(kind, { name, slug, description: null, color: "#3B82F6" });
}

/** Minutes after a fixed start, so publish dates order posts predictably. */
export function minutesAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}
