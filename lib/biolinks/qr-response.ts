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
