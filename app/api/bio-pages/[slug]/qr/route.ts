import { getSession } from "@/lib/auth/session";
import { publicPath } from "@/lib/biolinks/paths";
import { getOwnPageSlug } from "@/lib/biolinks/queries";
import { qrPng, qrSvg } from "@/lib/qr";
import { absoluteUrl } from "@/lib/site-url";

// The owner downloads their page's QR code as SVG (print) or PNG (social posts).
export async function GET(request: Request, { params }: RouteContext<"/api/bio-pages/[slug]/qr">) {
  const session = await getSession();
  if (!session) return new Response("Sign in first", { status: 401 });
  const slug = await getOwnPageSlug(session.user.id, (await params).slug);
  if (!slug) return new Response("This page was not found", { status: 404 });
  const format = new URL(request.url).searchParams.get("format");
  const url = absoluteUrl(publicPath(slug));
  const headers = {
    "cache-control": "private, no-store",
    "content-disposition": `attachment; filename="${slug}-qr.${format}"`,
  };
  if (format === "svg")
    return new Response(await qrSvg(url), { headers: { ...headers, "content-type": "image/svg+xml" } });
  if (format === "png") {
    const png = await qrPng(url);
    return new Response(new Uint8Array(png), { headers: { ...headers, "content-type": "image/png" } });
  }
  return new Response("Ask for format=svg or format=png", { status: 400 });
}
