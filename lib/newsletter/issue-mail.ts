import { eq } from "drizzle-orm";
import { publicPath } from "@/lib/biolinks/paths";
import { db, type Database, type Transaction } from "@/lib/db";
import { bioPages, newsletterIssues, user } from "@/lib/db/schema";
import { emailPlainText } from "@/lib/email/plain-text";
import { senderName, sendEmail } from "@/lib/email/send";
import { creatorIssueEmail, newsletterIssueEmail } from "@/lib/email/templates";
import { absoluteUrl } from "@/lib/site-url";
import { oneClickUnsubscribeUrl, reportUrl, unsubscribeUrl } from "./token";

// What one recipient of an issue gets: the site's issue, or a creator's with its sender name, Reply-To and
// footer, each with the reader's own signed unsubscribe (and report) links. The send (deliver.ts) and the
// test buttons build the mail here.

export interface Content {
  subject: string;
  html: string;
  text: string;
  /** A creator's issue: the page it goes out for, and the creator's address for replies. */
  page: { id: string; name: string; url: string; replyTo: string } | null;
}

export async function readContent(
  id: string,
  database: Database | Transaction = db,
): Promise<Content | null> {
  const [row] = await database
    .select({
      subject: newsletterIssues.subject,
      html: newsletterIssues.html,
      pageId: newsletterIssues.pageId,
      slug: bioPages.slug,
      title: bioPages.title,
      displayName: bioPages.displayName,
      ownerEmail: user.email,
    })
    .from(newsletterIssues)
    .leftJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
    .leftJoin(user, eq(user.id, bioPages.userId))
    .where(eq(newsletterIssues.id, id));
  if (!row) return null;
  const { subject, html, pageId, slug, ownerEmail } = row;
  const page =
    pageId && slug && ownerEmail
      ? {
          id: pageId,
          name: row.displayName || row.title || slug,
          url: absoluteUrl(publicPath(slug)),
          replyTo: ownerEmail,
        }
      : null;
  return { subject, html, text: emailPlainText(html), page };
}

/** The mail of an issue as one recipient gets it: their own unsubscribe and report links. */
export function mailOf(issueId: string, content: Content, email: string) {
  const list = content.page?.id;
  // RFC 8058: a mail client's unsubscribe button POSTs here, no page to open.
  const headers = {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(email, list, issueId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  if (!content.page) {
    return {
      mail: newsletterIssueEmail(content, unsubscribeUrl(email, undefined, issueId)),
      options: { to: email, headers },
    };
  }
  const { page } = content;
  return {
    mail: creatorIssueEmail(content, {
      pageName: page.name,
      pageUrl: page.url,
      unsubscribeUrl: unsubscribeUrl(email, page.id, issueId),
      reportUrl: reportUrl(issueId, email),
    }),
    options: {
      to: email,
      headers,
      fromName: senderName(page.name, page.url.replace(/^https?:\/\//, "")),
      replyTo: page.replyTo,
    },
  };
}

/** The e-mail of an issue as `email` gets it, or null when the issue is gone. */
export async function issueMail(issueId: string, email: string) {
  const content = await readContent(issueId);
  return content ? mailOf(issueId, content, email) : null;
}

/**
 * Mails the sender a test of an issue (or a sequence's e-mail) as a reader gets it, subject marked
 * "[Test]"; false when the issue is gone. The caller has checked that it is theirs.
 */
export async function sendTestOf(issueId: string, to: string): Promise<boolean> {
  const prepared = await issueMail(issueId, to);
  if (!prepared) return false;
  const { mail, options } = prepared;
  // A creator's mail is the one with a Reply-To (theirs).
  const template = "replyTo" in options ? "creator-issue-test" : "newsletter-test";
  await sendEmail({ ...mail, subject: `[Test] ${mail.subject}`, template }, { ...options, to });
  return true;
}
