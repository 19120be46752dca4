import { PDF_LIMITS, formatBytes } from "@/lib/pdf/limits";

export interface Chosen {
  id: string;
  file: File;
  password?: string;
}

let next = 0;

/**
 * Adds picked files to a list, refusing (by name) those over the size limit or of the wrong type and any
 * beyond the count limit, before anything is read.
 */
export function addChosen(
  list: Chosen[],
  picked: File[],
  { max, accepts, what }: { max: number; accepts: (file: File) => boolean; what: string },
): { list: Chosen[]; errors: string[] } {
  const errors: string[] = [];
  const added: Chosen[] = [];
  for (const file of picked) {
    if (!accepts(file)) errors.push(`"${file.name}" is not ${what}.`);
    else if (file.size > PDF_LIMITS.maxFileBytes) {
      errors.push(
        `"${file.name}" is ${formatBytes(file.size)}; the limit is ${formatBytes(PDF_LIMITS.maxFileBytes)} per file.`,
      );
    } else if (list.length + added.length >= max) {
      errors.push(`"${file.name}" was not added: the limit is ${max} files.`);
    } else added.push({ id: `f${++next}`, file });
  }
  return { list: [...list, ...added], errors };
}

export const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);
export const isImage = (file: File) =>
  /^image\/(jpeg|png|webp)$/.test(file.type) || /\.(jpe?g|png|webp)$/i.test(file.name);
