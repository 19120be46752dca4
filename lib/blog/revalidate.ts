import "server-only";
import { revalidatePath } from "next/cache";

/** Public pages that show posts, plus the admin screens, after posts changed (slugs: old and new). */
export function revalidateBlog(slugs: (string | null | undefined)[] = []): void {
  revalidatePath("/blog", "layout");
  for (const slug of new Set(slugs)) if (slug) revalidatePath(`/blog/${slug}`);
  revalidatePath("/blog/rss.xml");
  revalidatePath("/sitemap.xml");
  revalidatePath("/", "page");
  revalidatePath("/admin", "layout");
}
