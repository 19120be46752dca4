export type PageStatus = "public" | "draft" | "unconfirmed" | "disabled";

export const STATUS_LABELS: Record<PageStatus, string> = {
  public: "Public",
  draft: "Draft",
  unconfirmed: "Not public until your e-mail is confirmed",
  disabled: "Disabled by the admin",
};

/** What a visitor of /l/{slug} gets, most serious reason first. */
export function pageStatus(
  page: { published: boolean; disabledAt: Date | null },
  emailVerified: boolean,
): PageStatus {
  if (page.disabledAt) return "disabled";
  if (!page.published) return "draft";
  return emailVerified ? "public" : "unconfirmed";
}
