import { contactCardUrl } from "@/lib/biolinks/page-address";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { contactResponse } from "@/lib/biolinks/vcard";

// A contact card block's vCard, for anyone who sees the block: a hidden, scheduled or removed block, or a
// page that is not public, is a 404 like its page.
export async function GET(_request: Request, { params }: RouteContext<"/l/[slug]/contact/[blockId]">) {
  const { slug, blockId } = await params;
  const page = await getPublicPage(slug);
  const block = page?.blocks.find((b) => b.id === blockId.toLowerCase());
  if (!page || block?.type !== "contact") {
    return new Response("Not found.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return contactResponse(block, contactCardUrl(page, block.id));
}
