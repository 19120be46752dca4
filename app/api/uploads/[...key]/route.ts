import { getSession, isAdmin } from "@/lib/auth/session";
import { fileAccess } from "@/lib/files/references";
import { isValidKey } from "@/lib/storage";
import { storedFileResponse } from "@/lib/storage/serve";

// Serves uploaded files from whichever driver holds them, streamed. Names are random UUIDs, so the
// content never changes under a URL and can be cached for good, unless the file belongs to an ebook:
// those are served to admins only while the ebook is unpublished, so they are never cached by others.
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Security-Policy": FILE_POLICY } });

export async function GET(request: Request, { params }: RouteContext<"/api/uploads/[...key]">) {
  const key = (await params).key.join("/");
  if (!isValidKey(key)) return notFound();
  const { access, cacheable } = await fileAccess(key);
  if (access === "admin" && !isAdmin(await getSession())) return notFound();
  const response = await storedFileResponse(request, key, {
    cacheControl: cacheable ? "public, max-age=31536000, immutable" : "private, no-cache",
    headers: { "Content-Security-Policy": FILE_POLICY },
  });
  return response ?? notFound();
}

export { GET as HEAD };
