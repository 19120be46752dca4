import type { ByteRange } from "@/lib/storage/types";

/**
 * The one range a Range header asks for (RFC 9110 §14): "bytes=0-99", "bytes=100-" or "bytes=-100".
 * null means "send the whole file" (no header, another unit, several ranges: a server may ignore
 * those); "unsatisfiable" means a 416.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
