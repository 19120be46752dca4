import "server-only";
import { parseRange } from "@/lib/http/range";
import { storage } from "./index";

export interface ServeOptions {
  /** Saved under this name (Content-Disposition: attachment); without it the file shows inline. */
  fileName?: string;
  cacheControl: string;
  headers?: Record<string, string>;
}

// Storage keys are ASCII already; a display name may not be, so it goes in filename* as well.
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A stored file as an HTTP response, streamed from the driver: HEAD answers headers only, a Range
 * request gets 206 with just those bytes, an impossible range 416. Null when no such file is stored.
 */
export async function storedFileResponse(
  request: Request,
  key: string,
  options: ServeOptions,
): Promise<Response | null> {
  const driver = storage();
  const info = await driver.stat(key);
  if (!info) return null;
  const headers: Record<string, string> = {
    "Content-Type": info.contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": options.cacheControl,
    "X-Content-Type-Options": "nosniff",
    ...(options.fileName ? { "Content-Disposition": contentDisposition(options.fileName) } : {}),
    ...options.headers,
  };
  const range = parseRange(request.headers.get("range"), info.size);
  if (range === "unsatisfiable") {
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${info.size}` },
    });
  }
  const length = range ? range.end - range.start + 1 : info.size;
  headers["Content-Length"] = String(length);
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${info.size}`;
  const status = range ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });
  return new Response(await driver.read(key, range ?? undefined), { status, headers });
}
