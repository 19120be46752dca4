import Papa from "papaparse";
import { emailAddress } from "@/lib/email/fields";
import { formatBytes } from "@/lib/http/body-limits";
import { formatNumber } from "@/lib/format";

// Reading a creator's existing list from a CSV file (a Mailchimp, Kit or Substack export, or any sheet):
// which column holds the addresses, and what each row says. Nothing here touches the database; the file is
// hostile until read: capped in size and rows, and anything that is not text separated by commas,
// semicolons or tabs is refused whole, before a single row counts.

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export const REFUSALS = {
  empty: "empty",
  invalid: "not an e-mail address",
} as const;

/** One row of the file, by its line in the file (1-based, the header counted). */
export type CsvRow = { line: number; email: string } | { line: number; refusal: string };

export type CsvReading = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

const NOT_CSV =
  "This file is not a CSV file. Export your list as CSV (comma-separated values) and choose that file.";
const NO_COLUMN =
  'No column of e-mail addresses was found. The first row should name it (for example "Email Address") or start with an address.';

/** Names exports give the address column: Mailchimp "Email Address", Kit and Substack "email", "E-mail". */
const HEADER_NAMES = new Set(["email", "emailaddress"]);
const isHeaderName = (cell: string) => HEADER_NAMES.has(cell.toLowerCase().replace(/[^a-z]/g, ""));

const address = emailAddress(REFUSALS.invalid);
const looksLikeAddress = (cell: string) => address.safeParse(cell).success;

// Sheets open and save .csv files as these types too (Excel on Windows says vnd.ms-excel); an empty type
// is a browser that did not guess. Anything else (a workbook, an image) is not a list we can read.
const TEXT_TYPES = new Set(["", "text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"]);

/** Text of the upload, or why it is not a CSV file at all. */
export async function readCsvFile(
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size === 0) return { ok: false, message: "The file is empty." };
  if (file.size > MAX_IMPORT_BYTES) {
    return {
      ok: false,
      message: `The file is larger than ${formatBytes(MAX_IMPORT_BYTES)}. Split your list into smaller files.`,
    };
  }
  if (!/\.(csv|txt)$/i.test(file.name) || !TEXT_TYPES.has(file.type)) return { ok: false, message: NOT_CSV };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A zero byte never occurs in text saved as UTF-8 or a single-byte encoding: this is a binary file (or
  // UTF-16, which sheets offer as "Unicode text" and which is not CSV either).
  if (bytes.includes(0)) return { ok: false, message: NOT_CSV };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Excel on Windows saves CSV in the system's code page; addresses are ASCII in either.
    return { ok: true, text: new TextDecoder("windows-1252").decode(bytes) };
  }
}

/**
 * The file's rows, each with its address or the reason it has none. The e-mail column is the one the
 * first row names; without such a header, the first column whose first cell is an address. A row the
 * parser cannot make sense of (an unclosed quote) refuses the file whole: the rest would be misread.
 */
export function parseSubscriberCsv(text: string): CsvReading {
  const records: { line: number; cells: string[] }[] = [];
  let failure = null as string | null;
  let cursor = 0;
  let line = 1;
  const breaks = (part: string) => part.match(/\r\n|\r|\n/g)?.length ?? 0;
  Papa.parse<string[]>(text, {
    delimiter: "",
    skipEmptyLines: "greedy",
    step(result, parser) {
      const consumed = text.slice(cursor, result.meta.cursor);
      // Blank lines skipped before this record still count in the file's numbering.
      const first = line + breaks(consumed.match(/^\s*/)![0]);
      cursor = result.meta.cursor;
      line += breaks(consumed);
      const quotes = result.errors.find((error) => error.type === "Quotes");
      if (quotes) {
        failure = `Line ${formatNumber(first)} has a quote that is never closed, so the rest of the file cannot be read. Fix it in your sheet and export again.`;
        parser.abort();
        return;
      }
      records.push({ line: first, cells: result.data.map((cell) => cell.trim()) });
      // The header and one row past the cap are enough to know the file is too long.
      if (records.length > MAX_IMPORT_ROWS + 1) parser.abort();
    },
  });
  if (failure) return { ok: false, message: failure };
  const [head] = records;
  if (!head) return { ok: false, message: "The file has no rows." };

  const named = head.cells.findIndex(isHeaderName);
  const column = named >= 0 ? named : head.cells.findIndex(looksLikeAddress);
  if (column < 0) return { ok: false, message: NO_COLUMN };
  const data = named >= 0 ? records.slice(1) : records;
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      message: `The file has more than ${formatNumber(MAX_IMPORT_ROWS)} rows. Split your list into smaller files.`,
    };
  }
  return {
    ok: true,
    rows: data.map(({ line, cells }): CsvRow => {
      const cell = cells[column] ?? "";
      if (cell === "") return { line, refusal: REFUSALS.empty };
      const parsed = address.safeParse(cell);
      return parsed.success ? { line, email: parsed.data } : { line, refusal: REFUSALS.invalid };
    }),
  };
}
