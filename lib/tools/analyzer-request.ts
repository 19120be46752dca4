import "server-only";

// The request plumbing the analyzer endpoints share: a JSON body read with a byte cap (a visitor's body is
// hostile until proven otherwise) and JSON answers that are never cached.

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: { "cache-control": "no-store" } });
}

export type BodyRead = { ok: true; body: unknown } | { ok: false; response: Response };

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, `The request is too large: the limit is ${Math.round(maxBytes / 1024)} KB.`),
  });
  if (Number(request.headers.get("content-length")) > maxBytes) return tooLarge();
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? ""))
    return {
      ok: false,
      response: jsonError(415, "Send the input as JSON (content-type: application/json)."),
    };
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      return tooLarge();
    }
    chunks.push(next.value);
  }
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
  } catch {
    return { ok: false, response: jsonError(400, "The request was not valid JSON.") };
  }
}
