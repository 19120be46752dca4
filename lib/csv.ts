/** One CSV cell: everything quoted, inner quotes doubled, spreadsheet formulas defused. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV file answer, downloaded as `filename`, never cached. */
export function csvResponse(filename: string, header: string[], rows: string[][]): Response {
  const lines = [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))];
  return new Response(`${lines.join("\n")}\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
