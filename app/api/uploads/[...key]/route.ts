import { isValidKey, storage } from "@/lib/storage";

// Serves uploaded files from whichever driver holds them. Names are random UUIDs, so the content never
// changes under a URL and can be cached for good.
export async function GET(_request: Request, { params }: RouteContext<"/api/uploads/[...key]">) {
  const key = (await params).key.join("/");
  if (!isValidKey(key)) return new Response("Not found", { status: 404 });
  const file = await storage().get(key);
  if (!file) return new Response("Not found", { status: 404 });
  return new Response(Buffer.from(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
