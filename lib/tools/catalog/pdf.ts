import { toolSlug } from "../slug";
import type { Tool } from "../types";

// SPEC §3: the PDF tools have no form fields; they run in the browser (components/tools/pdf) so files never
// leave the device.

function pdfTool(
  name: string,
  description: string,
  icon: Tool["icon"],
  explanation: string,
  howTo: string[],
): Tool {
  return {
    name,
    slug: toolSlug(name),
    description,
    category: "pdf-tools",
    icon,
    kind: "pdf",
    fields: [],
    related: ["seo-blog-generator", "ai-humanizer"],
    guide: {
      explanation,
      howTo,
      tips: [
        "Your files are processed in your browser and never uploaded.",
        "Keep a copy of the original until you have checked the result.",
      ],
    },
  };
}

export const pdfTools: Tool[] = [
  pdfTool(
    "Compress PDF",
    "Make PDF files smaller for e-mail and upload.",
    "FileDown",
    "Reduces a PDF's file size so it fits e-mail and upload limits.",
    ["Choose a PDF.", "Pick the compression level.", "Download the smaller file."],
  ),
  pdfTool(
    "JPG to PDF",
    "Turn JPG images into one PDF document.",
    "FileImage",
    "Combines JPG images into a single PDF, one image per page.",
    ["Choose your images.", "Put them in order.", "Download the PDF."],
  ),
  pdfTool(
    "Merge PDF",
    "Combine several PDF files into one.",
    "Files",
    "Joins several PDF files into one document in the order you choose.",
    ["Choose the PDFs.", "Arrange their order.", "Download the merged file."],
  ),
  pdfTool(
    "Split PDF",
    "Extract pages or split a PDF into several files.",
    "Scissors",
    "Splits a PDF into separate files or extracts the pages you pick.",
    ["Choose a PDF.", "Select pages or ranges.", "Download the parts."],
  ),
];
