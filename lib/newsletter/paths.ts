export const newsletterPath = () => "/admin/newsletter";
export const issuePath = (id: string) => `/admin/newsletter/${id}`;
export const issueEditPath = (id: string) => `/admin/newsletter/${id}/edit`;
/** The welcome sequence, or one of its e-mails (`id`, or "new"). */
export const sequencePath = (id?: string) => `/admin/newsletter/sequence${id ? `/${id}` : ""}`;
