import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localDriver } from "@/lib/storage/local";

// Memory of 20 parallel downloads of a 49 MB ebook, side by side: the old way (the whole file read into
// memory, then sent) and the streamed way (lib/storage read(), what the download route sends). Each
// download is drained by a reader as slow as a visitor's connection (1 MB per 10 ms), so the files are
// all in flight at once. `npx tsx bench/download-memory.ts`; bounded and offline.

const SIZE = 49 * 1024 * 1024;
const PARALLEL = 20;
const KEY = "ebooks/00000000-0000-4000-8000-000000000049.pdf";

async function drain(body: ReadableStream<Uint8Array>): Promise<number> {
  const reader = body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
    if (total % (1024 * 1024) < value.byteLength) await new Promise((r) => setTimeout(r, 10));
  }
}

async function peakRss(run: () => Promise<unknown>): Promise<number> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  await run();
  clearInterval(timer);
  return (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024;
}

const root = mkdtempSync(path.join(tmpdir(), "creatorkit-bench-"));
const driver = localDriver(root);
await driver.put(KEY, new Uint8Array(SIZE).fill(7), "application/pdf");

// Streamed first: the whole-file run leaves freed memory in the heap that would hide the streamed growth.
const streamed = await peakRss(() =>
  Promise.all(Array.from({ length: PARALLEL }, async () => drain(await driver.read(KEY)))),
);
const whole = await peakRss(() =>
  Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const file = await driver.get(KEY);
      return drain(new Response(Buffer.from(file!.body)).body!);
    }),
  ),
);
rmSync(root, { recursive: true, force: true });
console.log(`${PARALLEL} parallel downloads of a 49 MB file, peak RSS growth:`);
console.log(`  read whole (before): +${whole.toFixed(0)} MB`);
console.log(`  streamed (now):      +${streamed.toFixed(0)} MB`);
