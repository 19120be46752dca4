import type { PDFDocument } from "@cantoo/pdf-lib";
import { fail } from "../errors";
import { formatBytes } from "../limits";
import { openPdf } from "../open";
import { applyKeptProtection, withProtectionNote } from "../protection";
import type { InputFile, JobResult, ReportProgress } from "../types";
import { type ImageCodec, jsCodec } from "./codec";
import { recompress } from "./recompress";
import { LADDER, LEVELS, type Level, type Setting } from "./settings";

export type CompressGoal = { level: Level } | { targetBytes: number };

export interface CompressOptions {
  goal: CompressGoal;
  grayscale?: boolean;
}

type Compressed = { bytes: Uint8Array; pages: number; notes: string[] };

async function compressOnce(
  file: InputFile,
  setting: Setting,
  grayscale: boolean,
  codec: ImageCodec,
  report: ReportProgress,
): Promise<Compressed> {
  const doc: PDFDocument = await openPdf(file);
  await recompress(doc, { ...setting, grayscale }, codec, report);
  report({ stage: "Saving" });
  applyKeptProtection(doc);
  return {
    notes: withProtectionNote(doc, []),
    bytes: await doc.save({
      useObjectStreams: true,
      updateFieldAppearances: false,
      objectsPerTick: Infinity,
    }),
    pages: doc.getPageCount(),
  };
}

/**
 * Compresses a PDF at a level, or searches the settings for the gentlest one that reaches a target size
 * (a binary search over LADDER: stronger settings never give bigger files). Never returns a bigger file:
 * when nothing is gained, the visitor is told and offered the original.
 */
export async function compressPdf(
  file: InputFile,
  options: CompressOptions,
  report: ReportProgress = () => {},
  codec: ImageCodec = jsCodec,
): Promise<JobResult> {
  const grayscale = options.grayscale ?? false;
  const notes: string[] = [];
  const name = file.name.replace(/(\.pdf)?$/i, "-compressed.pdf");
  let best: Compressed;

  if ("level" in options.goal) {
    best = await compressOnce(file, LEVELS[options.goal.level], grayscale, codec, report);
  } else {
    const target = options.goal.targetBytes;
    if (!Number.isFinite(target) || target <= 0) fail("invalid-input", "Enter the size to aim for, in MB.");
    let [low, high] = [0, LADDER.length - 1];
    let found: Compressed | undefined;
    let strongest: Compressed | undefined;
    let tries = 0;
    const tryAt = (i: number) => {
      const attempt = ++tries;
      return compressOnce(file, LADDER[i]!, grayscale, codec, (p) =>
        report({ ...p, stage: `Try ${attempt}: ${p.stage}` }),
      );
    };
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      const result = await tryAt(middle);
      if (middle === LADDER.length - 1) strongest = result;
      if (result.bytes.byteLength <= target) {
        found = result;
        high = middle - 1;
      } else low = middle + 1;
    }
    if (found) best = found;
    else {
      best = strongest ?? (await tryAt(LADDER.length - 1));
      notes.push(
        `It cannot be made smaller than ${formatBytes(target)}: the smallest we could make is ${formatBytes(best.bytes.byteLength)}.`,
      );
    }
  }

  if (best.bytes.byteLength >= file.bytes.byteLength) {
    notes.push("This PDF is already as small as we can make it, so here is your original file, unchanged.");
    notes.push(...best.notes);
    return { outputs: [{ name: file.name, bytes: file.bytes, pages: best.pages }], notes };
  }
  const percent = Math.round((1 - best.bytes.byteLength / file.bytes.byteLength) * 100);
  notes.push(
    `From ${formatBytes(file.bytes.byteLength)} to ${formatBytes(best.bytes.byteLength)}: ${percent}% smaller.`,
  );
  return { outputs: [{ name, bytes: best.bytes, pages: best.pages }], notes: [...notes, ...best.notes] };
}
