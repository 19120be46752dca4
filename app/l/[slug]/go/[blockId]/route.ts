import { countEvent } from "@/lib/biolinks/count";
import { findClickTarget } from "@/lib/biolinks/events";

// Every link of a public page goes through here: count the click, then 302 to the URL saved for that
// block. The target comes from the database only, never from the request, so this is no open redirect.
export async function GET(request: Request, { params }: RouteContext<"/l/[slug]/go/[blockId]">) {
  const { slug, blockId } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(blockId)) return new Response("This link does not exist.", { status: 404 });
  const target = await findClickTarget(slug, blockId.toLowerCase());
  if (!target) return new Response("This link does not exist.", { status: 404 });
  await countEvent(request, target, blockId.toLowerCase());
  return new Response(null, {
    status: 302,
    headers: { location: target.url, "cache-control": "no-store" },
  });
}
