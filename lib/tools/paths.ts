// Every public URL of the tools (DESIGN habit 10).

export const TOOLS_PATH = "/tools";
export const toolPath = (slug: string) => `/tool/${slug}`;
export const toolOgImagePath = (slug: string) => `${toolPath(slug)}/og-image`;
