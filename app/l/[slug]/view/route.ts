import { countSoon } from "@/lib/biolinks/count";
import { findViewTarget, VIEW_BLOCK_ID } from "@/lib/biolinks/events";

// A transparent 1×1 GIF that counts a view of the cached page: works without JavaScript, sets no cookie.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export async function GET(request: Request, { params }: RouteContext<"/l/[slug]/view">) {
  const target = await findViewTarget((await params).slug);
  // The page's script sends the host it came from (document.referrer): this request's own Referer is
  // the bio page. Without JavaScript there is no `ref`, and the view counts as Direct.
  const sentHost = new URL(request.url).searchParams.get("ref");
  if (target && request.method === "GET") countSoon(request, target, VIEW_BLOCK_ID, sentHost);
  return new Response(PIXEL, {
    headers: {
      "content-type": "image/gif",
      "content-length": String(PIXEL.byteLength),
      "cache-control": "no-store",
    },
  });
}
