import { zipSync } from "fflate";
import type { OutputFile } from "./types";

/** Several outputs as one download. PDFs are already compressed, so they are stored, not deflated again. */
export function zipOutputs(outputs: OutputFile[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const output of outputs) entries[uniqueName(entries, output.name)] = [output.bytes, { level: 0 }];
  return zipSync(entries);
}

function uniqueName(taken: Record<string, unknown>, name: string): string {
  if (!(name in taken)) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let n = 2; ; n++) if (!(`${stem} (${n})${ext}` in taken)) return `${stem} (${n})${ext}`;
}

/** "report.pdf" -> "report". */
export function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, "") || "document";
}
