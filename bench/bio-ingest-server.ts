import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { getAuth } from "../lib/auth/auth";
import type { Block } from "../lib/biolinks/blocks";
import { createPage, savePage } from "../lib/biolinks/store";
import { db } from "../lib/db";
import { user } from "../lib/db/schema";
import { env } from "../lib/env";
import { migrate, run, seed } from "../scripts/cli";
import { serve } from "../scripts/server";

// The server of `npm run bench -- bio-ingest`: what `npm start` runs once it has a build (scripts/start.ts:
// migrate, demo content into an empty database, then scripts/server.ts's serve), without start.ts's check
// that rebuilds when a source is newer than the build (others edit lib/ in this tree while the bench runs),
// plus a page of LINKS links made before the server opens the database, written to BENCH_PAGE_FILE.
// Started by bench/bio-ingest-start.mjs.

const LINKS = 6;

async function benchPage(): Promise<void> {
  const run = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const { user: created } = await getAuth().api.signUpEmail({
    body: { email: `ingest-${run}@example.com`, password: `bench-password-${run}`, name: "Ingest bench" },
  });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const slug = `ingest-${run}`;
  const page = await createPage(created.id, { slug, title: "Ingest bench" }, 1);
  if (!page.ok) throw new Error(`could not create ${slug}: ${page.reason}`);
  const blocks = Array.from({ length: LINKS }, (_, i): Block => ({
    id: randomUUID(),
    type: "link",
    title: `Link ${i + 1}`,
    url: `https://example.com/${i + 1}`,
    enabled: true,
    showFrom: "",
    showUntil: "",
  }));
  await savePage(created.id, page.id, {
    title: "Ingest bench",
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
  const file = process.env.BENCH_PAGE_FILE;
  if (!file) throw new Error("BENCH_PAGE_FILE is not set");
  writeFileSync(file, JSON.stringify({ slug, pageId: page.id, linkIds: blocks.map((b) => b.id) }));
}

await run(async () => {
  await migrate();
  await seed({ onlyWhenEmpty: true });
  await benchPage();
});
if (process.exitCode) process.exit(process.exitCode);
await serve(env().PORT);
