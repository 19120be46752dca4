/** One file handed to a job: its name (for messages and output names) and its bytes. */
export interface InputFile {
  name: string;
  bytes: Uint8Array;
  /** For encrypted PDFs, the password the visitor typed. */
  password?: string;
}

/** One file a job produced. */
export interface OutputFile {
  name: string;
  bytes: Uint8Array;
  pages: number;
}

/** A named stage and, when it has steps, how far it is ("Compressing images" 12/40). */
export interface Progress {
  stage: string;
  done?: number;
  total?: number;
}

export type ReportProgress = (progress: Progress) => void;

export interface JobResult {
  outputs: OutputFile[];
  /** Things the visitor should know that did not stop the job (e.g. "the file is already as small"). */
  notes: string[];
}
