import { PDF_LIMITS, formatBytes, limitsSentence } from "@/lib/pdf/limits";

/** What a PDF tool's file picker takes and says: shared by its screen and by the place held for it. */
export interface DropSpec {
  accept: string;
  multiple: boolean;
  label: string;
  limits: string;
}

const PDF_TYPES = "application/pdf,.pdf";

export const ONE_PDF: DropSpec = {
  accept: PDF_TYPES,
  multiple: false,
  label: "Choose a PDF file",
  limits: limitsSentence("single"),
};

export const ORGANIZE_PDF: DropSpec = {
  ...ONE_PDF,
  limits: `${limitsSentence("single")} Up to ${PDF_LIMITS.maxPickerPages} pages.`,
};

export const PDF_FILES: DropSpec = {
  accept: PDF_TYPES,
  multiple: true,
  label: "Choose PDF files",
  limits: limitsSentence("merge"),
};

export const IMAGE_FILES: DropSpec = {
  accept: "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp",
  multiple: true,
  label: "Choose images",
  limits: limitsSentence("images"),
};

const COMPARED_LIMITS = `One PDF, up to ${formatBytes(PDF_LIMITS.maxFileBytes)} and ${PDF_LIMITS.maxComparePages} pages.`;

export const ORIGINAL_PDF: DropSpec = {
  ...ONE_PDF,
  label: "Choose the original PDF",
  limits: COMPARED_LIMITS,
};
export const CHANGED_PDF: DropSpec = { ...ONE_PDF, label: "Choose the changed PDF", limits: COMPARED_LIMITS };
