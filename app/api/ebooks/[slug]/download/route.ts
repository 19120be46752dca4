import { countDownload, findDownloadableEbook } from "@/lib/ebooks/download";
import { downloadFileName } from "@/lib/ebooks/links";
import { visitorKey } from "@/lib/request-ip";

// Counts a download, then hands over the file: a redirect for a plain link, or its address as JSON for the
// download button (so it can tell the visitor when something went wrong).
export async function GET(request: Request, { params }: RouteContext<"/api/ebooks/[slug]/download">) {
  const { slug } = await params;
  const ebook = await findDownloadableEbook(slug);
  if (!ebook) return Response.json({ error: "Not found" }, { status: 404 });

  // SPEC §8: a failed count is only logged; the visitor still gets the file.
  await countDownload(ebook.id, {
    ipHash: visitorKey(request.headers),
    userAgent: request.headers.get("user-agent"),
  }).catch((error: unknown) => console.error("[creatorkit] counting a download failed", error));

  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (request.headers.get("accept")?.includes("application/json")) {
    return Response.json({ url: ebook.filePath, fileName: downloadFileName(ebook) }, { headers });
  }
  return new Response(null, { status: 302, headers: { ...headers, Location: ebook.filePath } });
}
