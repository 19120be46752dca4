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
  pdfTool(
    "Organize PDF",
    "Reorder, rotate, duplicate and delete pages, or insert blank ones.",
    "LayoutGrid",
    "Shows every page of a PDF as a thumbnail so you can reorder, turn, copy or remove pages and add blank ones.",
    [
      "Choose a PDF.",
      "Drag pages into order, or move them with the keyboard.",
      "Download the reorganised file.",
    ],
  ),
  pdfTool(
    "Rotate PDF",
    "Turn all pages or chosen pages of a PDF.",
    "RotateCw",
    "Turns the pages of a PDF by 90, 180 or 270 degrees: every page, the pages you pick, or only landscape or portrait ones.",
    ["Choose a PDF.", "Pick the pages and the angle.", "Download the rotated file."],
  ),
  pdfTool(
    "Extract Pages",
    "Save chosen pages of a PDF as a new file.",
    "FileOutput",
    "Copies the pages you pick or type (for example 1-3, 8, 10-) into a new PDF, in their original order.",
    ["Choose a PDF.", "Pick pages on the thumbnails or type their numbers.", "Download the new file."],
  ),
  pdfTool(
    "Delete Pages",
    "Remove pages you do not need from a PDF.",
    "FileMinus",
    "Removes the pages you pick or type (for example 2, 5-7) and keeps the rest in their order.",
    ["Choose a PDF.", "Pick the pages to remove or type their numbers.", "Download the shorter file."],
  ),
  pdfTool(
    "PDF to JPG",
    "Turn each page of a PDF into a JPG image.",
    "Image",
    "Draws every page of a PDF as a JPG image at the resolution you choose, one image or a ZIP of all pages.",
    ["Choose a PDF.", "Pick the resolution.", "Download the images."],
  ),
  pdfTool(
    "PDF to PNG",
    "Turn each page of a PDF into a PNG image.",
    "Image",
    "Draws every page of a PDF as a lossless PNG image at the resolution you choose, one image or a ZIP of all pages.",
    ["Choose a PDF.", "Pick the resolution.", "Download the images."],
  ),
  pdfTool(
    "Add Page Numbers",
    "Number the pages of a PDF.",
    "ListOrdered",
    "Writes page numbers on a PDF where you choose, starting from any number, as 1 or as Page 1 of N.",
    ["Choose a PDF.", "Pick the position, format and size.", "Download the numbered file."],
  ),
  pdfTool(
    "Watermark PDF",
    "Stamp text or an image across PDF pages.",
    "Stamp",
    "Places a text or image watermark on all or chosen pages, with the size, colour, opacity and angle you set.",
    ["Choose a PDF.", "Type the text or choose an image, and style it.", "Download the watermarked file."],
  ),
  pdfTool(
    "Sign PDF",
    "Draw, type or upload a signature and place it on a PDF.",
    "Signature",
    "Adds your signature to a page of a PDF: drawn with the mouse or a finger, typed, or from an image.",
    ["Choose a PDF.", "Draw, type or upload your signature.", "Place it on the page and download."],
  ),
  pdfTool(
    "Protect PDF",
    "Add a password to a PDF with AES-256 encryption.",
    "Lock",
    "Encrypts a PDF with AES-256 so it opens only with the password, and can restrict printing and copying.",
    ["Choose a PDF.", "Type the password twice.", "Download the protected file."],
  ),
  pdfTool(
    "Unlock PDF",
    "Remove the password from a PDF you can open.",
    "LockOpen",
    "Removes the password and restrictions from a PDF when you know its password, so it opens without one.",
    ["Choose the locked PDF.", "Type its password.", "Download the unlocked file."],
  ),
  pdfTool(
    "PDF to Text",
    "Copy the text out of a PDF, as plain text or Markdown.",
    "FileText",
    "Reads the text of a PDF's pages, puts it back into lines and paragraphs, and gives it to you to copy or download as plain text or as Markdown with its headings and lists.",
    ["Choose a PDF.", "Pick the pages.", "Copy the text, or download it as .txt or .md."],
  ),
  pdfTool(
    "Fill PDF Form",
    "Type into a PDF form's fields and save it filled in.",
    "FilePen",
    "Shows a PDF form's fields (text, tick boxes, choices) as an ordinary form, writes your answers into the PDF where any reader shows them, and can flatten the result so nobody can change them.",
    ["Choose a PDF form.", "Fill in its fields.", "Download the filled-in file, flattened if you like."],
  ),
  pdfTool(
    "Crop PDF",
    "Cut the margins off PDF pages, or keep just part of them.",
    "Crop",
    "Keeps the part of the page you draw on it, on one, some or all pages: for wide margins, scanned borders or a figure on its own. The rest is hidden, not deleted.",
    [
      "Choose a PDF.",
      "Drag across the page to draw the part to keep, and pick the pages.",
      "Download the cropped file.",
    ],
  ),
  pdfTool(
    "Repair PDF",
    "Rescue the pages of a damaged PDF into a file that opens.",
    "Wrench",
    "Reads a damaged PDF (a broken index, a download cut short, a garbled page) as far as it can and writes the pages it could read into a new, well-formed file, telling you which pages, if any, could not be saved.",
    ["Choose the damaged PDF.", "Click Repair.", "Download the repaired file and check the pages it names."],
  ),
  pdfTool(
    "Flatten PDF",
    "Turn form fields and comments into part of the page.",
    "Layers",
    "Draws a PDF's filled-in form fields, comments, stamps and drawings into its pages, exactly as they look, so nobody can change them and every reader and printer shows them. Links keep working.",
    [
      "Choose a PDF.",
      "Click Flatten.",
      "Download the flattened file: it looks the same, and its fields can no longer be changed.",
    ],
  ),
  pdfTool(
    "Grayscale PDF",
    "Turn a colour PDF black and white, for printing without colour ink.",
    "Contrast",
    "Converts every colour in a PDF to its shade of gray: text, shapes, gradients, spot colours, comments and photos. Text stays text you can select and search, drawings stay sharp, and the file prints the same on any printer.",
    [
      "Choose a PDF.",
      "Click Convert to grayscale.",
      "Download the gray file; anything that could not be converted is named.",
    ],
  ),
  pdfTool(
    "Compare PDF",
    "See what changed between two versions of a PDF, page by page.",
    "FileDiff",
    "Compares two versions of a PDF page by page: the words that were removed or added are marked in the text, and an overlay of each changed page shows in red what only the original has and in green what only the new version has. Pages inserted or removed are found and named.",
    [
      "Choose the original PDF and the changed one.",
      "Click Compare.",
      "Read the changes page by page, and download the overlays and a list of the changes.",
    ],
  ),
  pdfTool(
    "OCR PDF",
    "Make a scanned PDF searchable: its text found, selectable and copyable.",
    "ScanText",
    "Recognises the text on a scanned PDF's pages and lays it over them invisibly, so the file looks exactly as before while you can search it, select its words and copy them out. English, French, German and Spanish.",
    [
      "Choose a scanned PDF.",
      "Pick the language of its text, and the pages.",
      "Download the searchable file.",
    ],
  ),
  pdfTool(
    "N-up PDF",
    "Put 2, 4 or 9 pages of a PDF on each sheet.",
    "Grid2x2",
    "Shrinks the pages of a PDF onto fewer sheets, 2, 4 or 9 to a sheet, for printing handouts or reading on paper: upright as you see them, across or down, on A4, Letter or the pages' own size.",
    ["Choose a PDF.", "Pick how many pages go on a sheet, and the sheet size.", "Download the new file."],
  ),
  pdfTool(
    "Edit PDF Metadata",
    "Change a PDF's title, author, subject, keywords and dates.",
    "FilePen",
    "Sets the document properties a PDF reader shows and search engines read: title, author, subject, keywords, and the dates it was created and last changed.",
    [
      "Choose a PDF: its current properties fill the form.",
      "Change what you want.",
      "Download the updated file.",
    ],
  ),
  pdfTool(
    "Remove PDF Metadata",
    "Strip the hidden document properties from a PDF before you share it.",
    "FileX",
    "Removes a PDF's document information (title, author, the program that made it, dates) and its XMP metadata, leaving the pages as they are.",
    ["Choose a PDF and see the properties it carries.", "Remove them.", "Download the clean file."],
  ),
];
