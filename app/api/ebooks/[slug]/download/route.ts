import { isBot } from "@/lib/bots";
import { countDownload, findDownloadableEbook } from "@/lib/ebooks/download";
import { downloadFileName } from "@/lib/ebooks/links";
import { isMalformedPath } from "@/lib/security/path-guard";
import { storedFileKey } from "@/lib/storage";
import { storedFileResponse } from "@/lib/storage/serve";
import { visitorKey } from "@/lib/request-ip";

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

// A fetch that continues a download (a Range past the first byte) or only asks about it (HEAD), and
// crawlers, are not downloads; everything else counts, once per visitor per ebook per hour.
function countsAsDownload(request: Request): boolean {
  if (request.method !== "GET" || isBot(request.headers.get("user-agent"))) return false;
  const range = request.headers.get("range");
  return !range || /^bytes=0-/.test(range.trim());
}

// Hands over the file: streamed from storage when we store it (Range, HEAD, its name in
// Content-Disposition), a redirect for a file elsewhere, or its address as JSON for the download button
// (so it can tell the visitor when something went wrong).
export async function GET(request: Request, { params }: RouteContext<"/api/ebooks/[slug]/download">) {
  const { slug } = await params;
  const ebook = isMalformedPath(slug) ? null : await findDownloadableEbook(slug);
  if (!ebook) return Response.json({ error: "Not found" }, { status: 404 });
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  const fileName = downloadFileName(ebook);
  const key = storedFileKey(ebook.filePath);

  // For our own files the button follows this route again without JSON, and that request counts.
  if (countsAsDownload(request) && !(wantsJson && key)) {
    // SPEC §8: a failed count is only logged; the visitor still gets the file.
    await countDownload(ebook.id, {
      ipHash: visitorKey(request.headers),
      userAgent: request.headers.get("user-agent"),
    }).catch((error: unknown) => console.error("[creatorkit] counting a download failed", error));
  }

  if (wantsJson) {
    return Response.json(
      { url: key ? `/api/ebooks/${ebook.slug}/download` : ebook.filePath, fileName },
      { headers: HEADERS },
    );
  }
  if (key) {
    const response = await storedFileResponse(request, key, {
      fileName,
      cacheControl: "no-store",
      headers: HEADERS,
    });
    if (response) return response;
    return Response.json({ error: "The file of this ebook is missing." }, { status: 404, headers: HEADERS });
  }
  return new Response(null, { status: 302, headers: { ...HEADERS, Location: ebook.filePath } });
}

export { GET as HEAD };
