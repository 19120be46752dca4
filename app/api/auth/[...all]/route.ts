import { getAuth } from "@/lib/auth/auth";
import { signedOutSession } from "@/lib/auth/signed-out-session";
import { BODY_LIMITS } from "@/lib/http/body-limits";
import { readBodyBytes } from "@/lib/http/body";

export function GET(request: Request) {
  const url = new URL(request.url);
  const signedOut = signedOutSession(
    request.method,
    url.pathname + url.search,
    request.headers.get("cookie"),
  );
  if (signedOut) return new Response(signedOut.body, signedOut);
  return getAuth().handler(request);
}

// better-auth parses JSON bodies whole: read it under the cap first, and hand it a copy.
export async function POST(request: Request) {
  const body = await readBodyBytes(request, BODY_LIMITS.json);
  if (!body.ok) return body.response;
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return getAuth().handler(
    new Request(request.url, {
      method: "POST",
      headers,
      body: Buffer.from(body.value),
      signal: request.signal,
    }),
  );
}
