import "server-only";
import { revalidatePath } from "next/cache";
import { ogImagePath, publicPath } from "./paths";

/** Refreshes the cached public page of `slug` and its drawn card, at once (owner saves, admin actions). */
export function revalidateBioPage(slug: string): void {
  revalidatePath(publicPath(slug));
  revalidatePath(ogImagePath(slug));
  revalidatePath("/dashboard");
}
