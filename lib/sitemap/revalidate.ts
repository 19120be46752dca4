import "server-only";
import { revalidatePath } from "next/cache";

/** Refreshes every cached sitemap file after something it lists was saved (posts, ebooks, bio pages…). */
export function revalidateSitemap(): void {
  // The layout of the route's folder: it covers the index and every part, whatever their parameter.
  revalidatePath("/sitemaps", "layout");
}
