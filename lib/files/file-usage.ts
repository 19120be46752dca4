/**
 * One use of a stored file by something on the site. "public": shown to visitors (a published post's
 * image); "draft": not shown yet, but not secret either; "private": served only to admins while
 * nothing public uses it (an unpublished ebook's file or cover).
 */
export interface FileUsage {
  key: string;
  source: string;
  label: string;
  /** Where an admin edits what uses the file. */
  href: string;
  visibility: "public" | "draft" | "private";
}
