import { getSession } from "@/lib/auth/session";
import { verifiedDomain } from "@/lib/biolinks/domains/store";
import { canonicalUrl } from "@/lib/biolinks/page-address";
import { getOwnPageSlug } from "@/lib/biolinks/queries";
import { qrResponse } from "@/lib/biolinks/qr-response";

// The owner downloads their page's QR code, of its own domain once one is verified.
export async function GET(request: Request, { params }: RouteContext<"/api/bio-pages/[slug]/qr">) {
  const session = await getSession();
  if (!session) return new Response("Sign in first", { status: 401 });
  const slug = await getOwnPageSlug(session.user.id, (await params).slug);
  if (!slug) return new Response("This page was not found", { status: 404 });
  const format = new URL(request.url).searchParams.get("format");
  const url = canonicalUrl({ slug, domain: await verifiedDomain(slug) });
  const headers = {
    "cache-control": "private, no-store",
    "content-disposition": `attachment; filename="${slug}-qr.${format}"`,
  };
  return (
    (await qrResponse(url, format, headers)) ??
    new Response("Ask for format=svg or format=png", { status: 400 })
  );
}
