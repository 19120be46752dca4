import "server-only";
import { revalidatePath } from "next/cache";
import { revalidateSitemap } from "@/lib/sitemap/revalidate";
import { ogImagePath, publicPath } from "./paths";

/** Refreshes the cached public page of `slug`, its drawn card and the sitemap, at once (owner saves, admin actions). */
export function revalidateBioPage(slug: string): void {
  revalidatePath(publicPath(slug));
  revalidatePath(ogImagePath(slug));
  revalidatePath("/dashboard");
  revalidateSitemap();
}
