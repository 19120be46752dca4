import "server-only";
import { inArray, isNotNull } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioPages } from "@/lib/db/schema";
import type { FileUsage } from "../file-usage";

/** Avatars of link-in-bio pages. The admin looks at them from Bio pages (an owner's editor is theirs alone). */
export async function bioPageFileUsages(keys?: readonly string[]): Promise<FileUsage[]> {
  if (keys && keys.length === 0) return [];
  const rows = await db
    .select({ slug: bioPages.slug, avatarKey: bioPages.avatarKey, published: bioPages.published })
    .from(bioPages)
    .where(keys ? inArray(bioPages.avatarKey, [...keys]) : isNotNull(bioPages.avatarKey));
  return rows.map((row) => ({
    key: row.avatarKey!,
    source: "Bio pages",
    label: `Avatar of /l/${row.slug}`,
    href: "/admin/bio-pages",
    visibility: row.published ? ("public" as const) : ("draft" as const),
  }));
}
