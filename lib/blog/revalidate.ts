import "server-only";
import { revalidatePath } from "next/cache";

/**
 * Refreshes every cached page that shows posts after a post, category or tag is saved or deleted: the
 * public blog (listing and its pages, category, tag and post pages, drawn Open Graph images), the home
 * page, and the admin screens.
 *
 * The path names the route files, route group included: `revalidatePath("/blog")` would miss the
 * listing, which is served from /blog/page/[page] through a rewrite. RSS and the sitemap are rendered per
 * request and need nothing.
 */
export function revalidateBlog(): void {
  revalidatePath("/(blog)/blog", "layout");
  revalidatePath("/", "page");
  revalidatePath("/admin", "layout");
}
