// Expected failures of a job, as values that cross the worker boundary intact (comlink passes only an
// Error's message, so a code and the file's name travel in this plain shape instead).
export type PdfErrorCode =
  "corrupt" | "encrypted" | "wrong-password" | "too-large" | "too-many" | "unsupported" | "invalid-input";

export interface PdfProblem {
  code: PdfErrorCode;
  message: string;
  /** The file the problem is about, when there is one. */
  fileName?: string;
}

export class PdfJobError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(problem.message);
    this.name = "PdfJobError";
  }
}

export function fail(code: PdfErrorCode, message: string, fileName?: string): never {
  throw new PdfJobError({ code, message, fileName });
}
