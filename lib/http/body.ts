import { tooLargeMessage } from "./body-limits";
import { jsonDepth, MAX_JSON_DEPTH } from "./json-depth";

// Route handlers read request bodies through here: the stream is counted as it arrives and dropped as
// soon as it passes the cap, so an oversize body never sits in memory whole.

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

export function refusal(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "cache-control": "no-store" } });
}

/** The body's bytes, or a 413 once more than maxBytes arrived (or were announced). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyResult<Uint8Array>> {
  const tooLarge = { ok: false as const, response: refusal(413, tooLargeMessage(maxBytes)) };
  const announced = Number(request.headers.get("content-length"));
  if (Number.isFinite(announced) && announced > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return tooLarge;
  }
  if (!request.body) return { ok: true, value: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: bytes };
}

/** A JSON body under the cap: 413 when too large, 400 when not JSON or nested absurdly deep. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult<unknown>> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes.ok) return bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.value);
  } catch {
    return { ok: false, response: refusal(400, "The request was not valid UTF-8 text.") };
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    return { ok: false, response: refusal(400, "The request's JSON is nested too deeply.") };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: refusal(400, "The request was not valid JSON.") };
  }
}
