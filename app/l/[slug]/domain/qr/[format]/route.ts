import { getPublicPage } from "@/lib/biolinks/public-queries";
import { domainUrl } from "@/lib/biolinks/page-address";
import { qrResponse } from "@/lib/biolinks/qr-response";

// /qr.svg and /qr.png on a creator's verified domain: the QR code of that domain's page, for anyone.
export async function GET(_request: Request, { params }: RouteContext<"/l/[slug]/domain/qr/[format]">) {
  const { slug: name, format } = await params;
  const domain = (await getPublicPage(name))?.domain;
  const response =
    domain && (await qrResponse(domainUrl(domain), format, { "cache-control": "public, max-age=3600" }));
  return response || new Response("Not found.", { status: 404 });
}
