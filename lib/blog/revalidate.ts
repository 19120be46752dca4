import { revalidatePath } from "next/cache";

/**
 * Refreshes every cached public blog page (listing and its pages, category, tag and post pages, drawn
 * Open Graph images) after a post, category or tag is saved or deleted. For the admin's server actions.
 *
 * The path names the route files, route group included: `revalidatePath("/blog")` would miss the
 * listing, which is served from /blog/page/[page] through a rewrite. RSS and the sitemap are rendered per
 * request and need nothing.
 */
export function revalidatePublicBlog(): void {
  revalidatePath("/(blog)/blog", "layout");
}
