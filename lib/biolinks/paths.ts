// Every URL of the link-in-bio feature (DESIGN habit 10).

export const dashboardPath = () => "/dashboard";
export const editPath = (slug: string) => `/edit/${slug}`;
export const publicPath = (slug: string) => `/l/${slug}`;
export const clickPath = (slug: string, blockId: string) => `/l/${slug}/go/${blockId}`;
export const contactPath = (slug: string, blockId: string) => `/l/${slug}/contact/${blockId}`;
/** The owner's QR code download of a page. */
export const qrPath = (slug: string, format: "svg" | "png") => `/api/bio-pages/${slug}/qr?format=${format}`;
const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};
/** A page's statistics, with the range and filters of `query` (lib/biolinks/stats/). */
export const statsPath = (slug: string, query: Record<string, string> = {}) =>
  withQuery(`/dashboard/stats/${slug}`, query);
export const statsExportPath = (slug: string, query: Record<string, string> = {}) =>
  withQuery(`/dashboard/stats/${slug}/export`, query);
export const ogImagePath = (slug: string) => `/l/${slug}/opengraph-image`;
/** The tag every cached render of one public page carries, so a save refreshes it at once. */
export const pageTag = (slug: string) => `bio-page:${slug}`;
/** The 1×1 image that counts a page view (a cached page cannot count its own renders). */
export const viewBeaconPath = (slug: string) => `/l/${slug}/view`;
export const signupPath = (slug: string) => `/l/${slug}/subscribe`;
export const signupConfirmPath = (slug: string) => `/l/${slug}/subscribe/confirm`;
export const signupResultPath = (slug: string, state: string) => `/l/${slug}/subscribed?state=${state}`;
export const confirmPagePath = (slug: string, token: string) => `/l/${slug}/confirm?token=${token}`;
/** A page's custom domain settings (lib/biolinks/domains/). */
export const domainSettingsPath = (slug: string) => `/dashboard/domain/${slug}`;
export const subscribersPath = (slug: string) => `/dashboard/subscribers/${slug}`;
/** A page's newsletter: its e-mails, and one of them (`id`), or its editor. */
export const newsletterPath = (slug: string, id?: string, edit = false) =>
  `/dashboard/newsletter/${slug}${id ? `/${id}${edit ? "/edit" : ""}` : ""}`;
/** A page's welcome sequence, or one of its e-mails (`id`, or "new"). */
export const sequencePath = (slug: string, id?: string) =>
  `/dashboard/newsletter/${slug}/sequence${id ? `/${id}` : ""}`;
export const subscriberExportPath = (slug: string) => `/dashboard/subscribers/${slug}/export`;
export const subscriberImportPath = (slug: string) => `/dashboard/subscribers/${slug}/import`;
