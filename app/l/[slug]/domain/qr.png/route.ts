import { domainQrResponse } from "@/lib/biolinks/qr-response";

// /qr.png on a creator's verified domain: the QR code of that domain's page, for anyone.
export async function GET(_request: Request, { params }: RouteContext<"/l/[slug]/domain/qr.png">) {
  return domainQrResponse((await params).slug, "png");
}
