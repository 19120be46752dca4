import { domainQrResponse } from "@/lib/biolinks/qr-response";

// /qr.svg on a creator's verified domain: the QR code of that domain's page, for anyone.
export async function GET(_request: Request, { params }: RouteContext<"/l/[slug]/domain/qr.svg">) {
  return domainQrResponse((await params).slug, "svg");
}
