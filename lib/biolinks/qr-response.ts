import { domainUrl } from "@/lib/biolinks/page-address";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { qrPng, qrSvg } from "@/lib/qr";

/** A page's QR code (of `url`) as SVG (print) or PNG (social posts); null for another format. */
export async function qrResponse(url: string, format: string | null, headers: Record<string, string>) {
  if (format === "svg")
    return new Response(await qrSvg(url), { headers: { ...headers, "content-type": "image/svg+xml" } });
  if (format === "png") {
    const png = await qrPng(url);
    return new Response(new Uint8Array(png), { headers: { ...headers, "content-type": "image/png" } });
  }
  return null;
}

/** The QR code of the page a verified domain serves (`name`), on that domain; a 404 for any other name. */
export async function domainQrResponse(name: string, format: "svg" | "png"): Promise<Response> {
  const domain = (await getPublicPage(name))?.domain;
  const response =
    domain && (await qrResponse(domainUrl(domain), format, { "cache-control": "public, max-age=3600" }));
  return response || new Response("Not found.", { status: 404 });
}
