import type { PDFPageProxy } from "pdfjs-dist";
import type { TextRun } from "./text-layout";

/** A page's runs of text as pdf.js finds them, each with its position and size (PDF to Text, Compare). */
export async function textRuns(page: PDFPageProxy, failed: Promise<never>): Promise<TextRun[]> {
  const content = await Promise.race([page.getTextContent(), failed]);
  return content.items.flatMap((item) =>
    "str" in item
      ? [
          {
            str: item.str,
            x: item.transform[4],
            y: item.transform[5],
            width: item.width,
            size: Math.hypot(item.transform[2], item.transform[3]) || item.height,
          },
        ]
      : [],
  );
}
