/** One public URL: a site path ("/blog/x") and, when known, when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}
