import "server-only";
import { revalidatePath } from "next/cache";

/**
 * Refreshes the cached home page (its featured ebooks). "/" is a rewrite, so the cache entry belongs to
 * the route file that rendered it, named with its route group.
 */
export function revalidateHome(): void {
  revalidatePath("/(site)/home/[view]", "page");
}
