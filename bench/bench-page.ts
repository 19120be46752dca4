import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getAuth } from "../lib/auth/auth";
import type { Block } from "../lib/biolinks/blocks";
import { createPage, savePage } from "../lib/biolinks/store";
import { db } from "../lib/db";
import { user } from "../lib/db/schema";

export interface BenchPage {
  slug: string;
  pageId: string;
  linkIds: string[];
}

/**
 * A published bio page of `links` links, made as a creator makes one (a verified account, the page, a
 * save), for the benches that click it (bio-ingest, memory). `name` starts its slug and account.
 */
export async function makeBenchPage(name: string, title: string, links: number): Promise<BenchPage> {
  const run = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const { user: created } = await getAuth().api.signUpEmail({
    body: { email: `${name}-${run}@example.com`, password: `bench-password-${run}`, name: title },
  });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const slug = `${name}-${run}`;
  const page = await createPage(created.id, { slug, title }, 1);
  if (!page.ok) throw new Error(`could not create ${slug}: ${page.reason}`);
  const blocks = Array.from({ length: links }, (_, i): Block => ({
    id: randomUUID(),
    type: "link",
    title: `Link ${i + 1}`,
    url: `https://example.com/${i + 1}`,
    enabled: true,
    showFrom: "",
    showUntil: "",
  }));
  await savePage(created.id, page.id, {
    title,
    displayName: "Bench",
    bio: "",
    theme: { name: "classic" },
    timeZone: "UTC",
    seoTitle: "",
    seoDescription: "",
    noindex: false,
    published: true,
    blocks,
  });
  return { slug, pageId: page.id, linkIds: blocks.map((b) => b.id) };
}
