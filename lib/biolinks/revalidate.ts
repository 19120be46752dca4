import "server-only";
import { revalidatePath } from "next/cache";
import { revalidateSitemap } from "@/lib/sitemap/revalidate";
import { forgetBioTargets } from "./bio-targets";
import { ogImagePath, publicPath } from "./paths";

/**
 * Refreshes the cached public page of `slug`, its drawn card, the sitemap and where its links go, at once
 * (owner saves, admin actions).
 */
export function revalidateBioPage(slug: string): void {
  // Cleared here before this returns; the other instances' copies once the mark is written, just after.
  void forgetBioTargets();
  revalidatePath(publicPath(slug));
  // The same page on its creator's domain (app/l/[slug]/domain).
  revalidatePath(`${publicPath(slug)}/domain`);
  revalidatePath(ogImagePath(slug));
  revalidatePath("/dashboard");
  revalidateSitemap();
}
