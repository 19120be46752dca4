import { clickTarget } from "@/lib/biolinks/bio-targets";
import { countSoon } from "@/lib/biolinks/count";

// Every link of a public page goes through here: 302 to the URL saved for that block, then count the
// click after the response (queued, written in batches). The target comes from the saved page only (a
// cache of it, lib/biolinks/bio-targets.ts), never from the request, so this is no open redirect.
export async function GET(request: Request, { params }: RouteContext<"/l/[slug]/go/[blockId]">) {
  const { slug, blockId } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(blockId)) return new Response("This link does not exist.", { status: 404 });
  const id = blockId.toLowerCase();
  const target = await clickTarget(slug, id);
  if (!target) return new Response("This link does not exist.", { status: 404 });
  // Next answers HEAD with this handler too: a link checker's HEAD is no click.
  if (request.method === "GET") countSoon(request, target, id);
  return new Response(null, {
    status: 302,
    headers: { location: target.url, "cache-control": "no-store" },
  });
}
