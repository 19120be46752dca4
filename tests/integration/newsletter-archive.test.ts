import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { bioDomains, bioPages, newsletterIssues } from "@/lib/db/schema";
import { bioSitemapEntries } from "@/lib/biolinks/sitemap";
import {
  ARCHIVE_PAGE_SIZE,
  archiveSitemapEntries,
  feedIssues,
  getArchivedIssue,
  issueJsonLd,
  listArchive,
} from "@/lib/newsletter/archive";
import { issueMail } from "@/lib/newsletter/issue-mail";
import { saveIssue } from "@/lib/newsletter/issue-store";
import { truncateAll } from "../support/database";
import { userWithPage } from "../support/domains";

// The newsletters' web archives: the slugs issues get, and which issues the site's pages, sitemap and feed
// show, and a creator's under their page.

beforeEach(truncateAll);

const slugOf = async (id: string) =>
  (
    await db.select({ slug: newsletterIssues.slug }).from(newsletterIssues).where(eq(newsletterIssues.id, id))
  )[0]?.slug;

/** An issue of the site's list (or a page's) as a finished send would leave it. */
async function sentIssue(
  subject: string,
  sentAt: Date,
  fields: { published?: boolean } = {},
  pageId: string | null = null,
) {
  const id = (await saveIssue({ subject, html: `<p>All about ${subject}.</p>`, ...fields }, pageId))!;
  await db.update(newsletterIssues).set({ status: "sent", sentAt }).where(eq(newsletterIssues.id, id));
  return id;
}

describe("an issue's address", () => {
  it("comes from its subject, with SPEC's -1, -2 suffix when its list has it, and follows the subject while a draft", async () => {
    const first = (await saveIssue({ subject: "Café news: May!", html: "" }))!;
    const second = (await saveIssue({ subject: "Cafe news May", html: "" }))!;
    const third = (await saveIssue({ subject: "Café news — May", html: "" }))!;
    expect([await slugOf(first), await slugOf(second), await slugOf(third)]).toEqual([
      "cafe-news-may",
      "cafe-news-may-1",
      "cafe-news-may-2",
    ]);
    await saveIssue({ id: second, subject: "June", html: "" });
    expect(await slugOf(second)).toBe("june");
    // Saving again without a change keeps it.
    await saveIssue({ id: first, subject: "Café news: May!", html: "" });
    expect(await slugOf(first)).toBe("cafe-news-may");
  });

  it("never takes an address the archive uses for its own pages, and is unique per list only", async () => {
    const page = (await saveIssue({ subject: "Page", html: "" }))!;
    const confirm = (await saveIssue({ subject: "Confirm", html: "" }))!;
    const symbols = (await saveIssue({ subject: "!!!", html: "" }))!;
    expect([await slugOf(page), await slugOf(confirm), await slugOf(symbols)]).toEqual([
      "page-1",
      "confirm-1",
      "issue",
    ]);
    const ana = await userWithPage("ana@example.com", "ana");
    const creators = (await saveIssue({ subject: "Page", html: "" }, ana.pageId))!;
    expect(await slugOf(creators)).toBe("page-1");
    const again = (await saveIssue({ subject: "Issue", html: "" }, ana.pageId))!;
    expect(await slugOf(again)).toBe("issue");
  });
});

describe("the archive", () => {
  it("shows the site's sent, published issues, newest first, a page at a time, in the sitemap and the feed", async () => {
    const start = Date.UTC(2026, 0, 1);
    for (let n = 1; n <= ARCHIVE_PAGE_SIZE + 1; n++)
      await sentIssue(`Issue ${n}`, new Date(start + n * 86_400_000));
    await sentIssue("Kept off the web", new Date(start + 100 * 86_400_000), { published: false });
    await saveIssue({ subject: "A draft", html: "<p>Not yet.</p>" });
    const ana = await userWithPage("ana@example.com", "ana");
    const creators = (await saveIssue({ subject: "Ana's letter", html: "<p>Hi.</p>" }, ana.pageId))!;
    await db
      .update(newsletterIssues)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(newsletterIssues.id, creators));

    const first = await listArchive(1);
    expect(first.pageCount).toBe(2);
    expect(first.issues.map((i) => i.subject)).toEqual(
      Array.from({ length: ARCHIVE_PAGE_SIZE }, (_, i) => `Issue ${ARCHIVE_PAGE_SIZE + 1 - i}`),
    );
    expect((await listArchive(2)).issues.map((i) => i.subject)).toEqual(["Issue 1"]);

    expect(await getArchivedIssue("issue-3")).toMatchObject({
      subject: "Issue 3",
      html: "<p>All about Issue 3.</p>",
    });
    for (const hidden of ["kept-off-the-web", "a-draft", "anas-letter"])
      expect(await getArchivedIssue(hidden)).toBeNull();

    const paths = (await archiveSitemapEntries()).map((e) => e.path);
    expect(paths).toHaveLength(ARCHIVE_PAGE_SIZE + 2);
    expect(paths.slice(0, 2)).toEqual(["/newsletter", `/newsletter/issue-${ARCHIVE_PAGE_SIZE + 1}`]);
    expect((await feedIssues()).map((i) => i.slug)).toContain("issue-1");
    expect((await feedIssues()).map((i) => i.slug)).not.toContain("kept-off-the-web");
  });

  it("holds what the issue says, never a reader's unsubscribe link or address", async () => {
    const id = await sentIssue("What went out", new Date());
    const mail = await issueMail(id, "reader@example.com");
    expect(mail?.mail.text).toContain("reader%40example.com");
    const issue = (await getArchivedIssue("what-went-out"))!;
    expect(issue.html).not.toMatch(/unsubscribe|reader/i);
    const jsonLd = issueJsonLd(issue);
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "What went out",
      isPartOf: { "@type": "CreativeWorkSeries" },
    });
    expect(JSON.parse(JSON.stringify(jsonLd)).url).toMatch(/\/newsletter\/what-went-out$/);
  });
});

describe("a creator's archive", () => {
  it("shows the sent e-mails the creator published, that page's only, listed in the sitemap until the page has its own domain", async () => {
    const ana = await userWithPage("ana@example.com", "ana");
    const bo = await userWithPage("bo@example.com", "bo-page");
    await db.update(bioPages).set({ published: true }).where(eq(bioPages.id, ana.pageId));
    await sentIssue("Spring sale", new Date(Date.UTC(2026, 2, 1)), { published: true }, ana.pageId);
    await sentIssue("Summer sale", new Date(Date.UTC(2026, 5, 1)), { published: true }, ana.pageId);
    await sentIssue("Just for readers", new Date(), { published: false }, ana.pageId);
    await sentIssue("Older letter", new Date(), {}, ana.pageId); // made before creators could choose: off
    await sentIssue("Bo's news", new Date(), { published: true }, bo.pageId);
    await saveIssue({ subject: "Draft", html: "<p>Not yet.</p>", published: true }, ana.pageId);

    expect((await listArchive(1, ana.pageId)).issues.map((i) => i.slug)).toEqual([
      "summer-sale",
      "spring-sale",
    ]);
    expect(await getArchivedIssue("spring-sale", ana.pageId)).toMatchObject({ subject: "Spring sale" });
    expect(await getArchivedIssue("spring-sale", bo.pageId)).toBeNull();
    expect(await getArchivedIssue("spring-sale")).toBeNull(); // not the site's
    expect(await getArchivedIssue("just-for-readers", ana.pageId)).toBeNull();
    expect((await listArchive(1)).issues).toEqual([]);

    const paths = (await bioSitemapEntries()).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/l/ana/newsletter",
        "/l/ana/newsletter/summer-sale",
        "/l/ana/newsletter/spring-sale",
      ]),
    );
    expect(paths.filter((path) => path.startsWith("/l/ana/newsletter"))).toHaveLength(3);
    // With a verified domain the page's addresses, the archive's among them, are the domain's.
    await db
      .insert(bioDomains)
      .values({ pageId: ana.pageId, domain: "ana.example", token: "t", verifiedAt: new Date() });
    expect((await bioSitemapEntries()).map((e) => e.path).filter((p) => p.startsWith("/l/ana"))).toEqual([]);
  });
});
