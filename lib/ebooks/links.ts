// Share links from Google Drive and Dropbox open a preview page, not the file: turn them into links that
// download it. Everything else is left as it is.

const DRIVE_HOSTS = new Set(["drive.google.com", "docs.google.com"]);
const DROPBOX_HOSTS = new Set(["www.dropbox.com", "dropbox.com"]);

function driveFileId(url: URL): string | null {
  const fromPath = url.pathname.match(/\/file\/d\/([\w-]+)/)?.[1];
  return fromPath ?? url.searchParams.get("id");
}

export function toDirectDownloadUrl(raw: string): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (DRIVE_HOSTS.has(url.hostname)) {
    const id = driveFileId(url);
    return id ? `https://drive.google.com/uc?export=download&id=${id}` : text;
  }
  if (DROPBOX_HOSTS.has(url.hostname)) {
    url.searchParams.delete("raw");
    url.searchParams.set("dl", "1");
    return url.toString();
  }
  return text;
}

/** The file type from the URL's extension ("…/guide.EPUB?dl=1" gives "epub"), or null when it has none. */
export function fileTypeFromUrl(raw: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(raw, "http://site.invalid").pathname;
  } catch {
    return null;
  }
  const extension = pathname.match(/\.([a-z0-9]{2,5})$/i)?.[1];
  return extension ? extension.toLowerCase() : null;
}

/** A site path ("/downloads/x.pdf", "/api/uploads/…") or an absolute URL: what a download link may be. */
export function parsesAsUrl(raw: string): boolean {
  if (/^\/(?!\/)/.test(raw)) return true;
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}

/** Only web links and our own files can be downloaded; javascript:, data:, ftp: and the like cannot. */
export function isDownloadableUrl(raw: string): boolean {
  if (/^\/(?!\/)/.test(raw)) return !/[\s\\]/.test(raw);
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The name a downloaded file is saved under: "<slug>.<type>". */
export function downloadFileName(ebook: { slug: string; fileType: string }): string {
  return `${ebook.slug}.${ebook.fileType}`;
}
