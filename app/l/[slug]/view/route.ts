import { viewTarget } from "@/lib/biolinks/bio-targets";
import { countSoon } from "@/lib/biolinks/count";
import { VIEW_BLOCK_ID } from "@/lib/biolinks/events";
import { VIEW_PIXEL } from "@/lib/biolinks/view-pixel";

// Counts a view of the cached page. The page it counts for comes from a cache a save clears
// (lib/biolinks/bio-targets.ts), so a view costs no query.
export async function GET(request: Request, { params }: RouteContext<"/l/[slug]/view">) {
  const target = await viewTarget((await params).slug);
  // The page's script sends the host it came from (document.referrer): this request's own Referer is
  // the bio page. Without JavaScript there is no `ref`, and the view counts as Direct.
  const sentHost = new URL(request.url).searchParams.get("ref");
  if (target && request.method === "GET") countSoon(request, target, VIEW_BLOCK_ID, sentHost);
  return new Response(VIEW_PIXEL.body, { headers: VIEW_PIXEL.headers });
}
