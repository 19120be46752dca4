export const newsletterPath = () => "/admin/newsletter";
export const issuePath = (id: string) => `/admin/newsletter/${id}`;
export const issueEditPath = (id: string) => `/admin/newsletter/${id}/edit`;
