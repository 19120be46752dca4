import "server-only";
import { revalidatePath } from "next/cache";
import { revalidateSitemap } from "@/lib/sitemap/revalidate";

/**
 * Refreshes every cached page that shows posts after a post, category or tag is saved or deleted: the
 * public blog (listing and its pages, category, tag and post pages, drawn Open Graph images), the
 * sitemap, and the admin screens.
 *
 * The path names the route files, route group included: `revalidatePath("/blog")` would miss the
 * listing, which is served from /blog/page/[page] through a rewrite. RSS is rendered per request.
 * A scheduled post goes live by the clock, with no save to hook: the blog pages' and the sitemap's
 * revalidate period (60 s) bounds how late a cached page shows it.
 */
export function revalidateBlog(): void {
  revalidatePath("/(blog)/blog", "layout");
  revalidateSitemap();
  revalidatePath("/admin", "layout");
}
