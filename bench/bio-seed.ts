import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getAuth } from "@/lib/auth/auth";
import type { Block } from "@/lib/biolinks/blocks";
import { createPage, savePage } from "@/lib/biolinks/store";
import { closeConnection, db } from "@/lib/db";
import { user } from "@/lib/db/schema";

// Seeds the bio-page bench through the app's own stores (run by bench/bio-pages.ts in its own process,
// under the react-server condition that lets `server-only` modules load): one confirmed user with public
// pages of 0 to 50 links, so the bench can pick the page whose size matches its static reference page.
// Prints the pages as JSON on the last line.

export const LINK_COUNTS = [0, 5, 10, 20, 30, 40, 50];

const run = Date.now().toString(36);
const email = `bench-${run}@example.com`;
const { user: created } = await getAuth().api.signUpEmail({
  body: { email, password: `bench-password-${run}`, name: "Bench" },
});
await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));

const pages: { slug: string; links: number; firstLinkId: string | null }[] = [];
for (const links of LINK_COUNTS) {
  const slug = `bench-${run}-${links}`;
  const page = await createPage(created.id, { slug, title: `Bench ${links}` }, LINK_COUNTS.length);
  if (!page.ok) throw new Error(`could not create ${slug}: ${page.reason}`);
  const blocks = Array.from({ length: links }, (_, i): Block => ({
    id: randomUUID(),
    type: "link",
    title: `Link number ${i + 1}`,
    url: `https://example.com/${i + 1}`,
    enabled: true,
    showFrom: "",
    showUntil: "",
  }));
  await savePage(created.id, page.id, {
    title: `Bench ${links}`,
    displayName: "Bench Creator",
    bio: "Photos, stories and the links I share",
    theme: { name: "classic" },
    timeZone: "UTC",
    seoTitle: "",
    seoDescription: "",
    noindex: false,
    published: true,
    blocks,
  });
  pages.push({ slug, links, firstLinkId: blocks[0]?.id ?? null });
}
await closeConnection();
console.log(JSON.stringify(pages));
