import { deflateSync } from "node:zlib";
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFOperator,
  type PDFPage,
  StandardFonts,
  cmyk,
  rgb,
} from "@cantoo/pdf-lib";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";

// A page drawn in colour every way a PDF can: RGB text, a CMYK box, RGB JPEG and PNG images, a
// PNG-predicted image, an Indexed fill, a form XObject, an axial gradient drawn with `sh`
// and through a shading pattern, a spot colour (Separation, PostScript tint transform), and an annotation
// with a coloured appearance. Grayscale PDF must leave none of it in colour.

/** Bands of red, green, blue and yellow, `width` × `height` pixels. */
function bands(width: number, height: number): Uint8Array {
  const colours = [
    [220, 30, 30],
    [30, 180, 60],
    [40, 60, 220],
    [240, 210, 20],
  ];
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colours[Math.floor((x / width) * 4)]!;
      data.set([r!, g!, b!, 255], (y * width + x) * 4);
    }
  }
  return data;
}

const op = (name: string, ...args: (number | string)[]) =>
  PDFOperator.of(
    name as never,
    args.map((a) => (typeof a === "string" ? PDFName.of(a) : PDFNumber.of(a))),
  );

function addResource(page: PDFPage, kind: string, name: string, value: PDFObject) {
  const resources = page.node.Resources()!;
  const dict = resources.lookupMaybe(PDFName.of(kind), PDFDict) ?? page.doc.context.obj({});
  dict.set(PDFName.of(name), value);
  resources.set(PDFName.of(kind), dict);
}

function fillBox(page: PDFPage, x: number, y: number, setColour: PDFOperator[]) {
  page.pushOperators(op("q"), ...setColour, op("re", x, y, 80, 60), op("f"), op("Q"));
}

/** A raw RGB image stream, each row filtered with PNG's "Sub" and deflated (Predictor 15). */
function predictedImage(doc: PDFDocument, width: number, height: number) {
  const pixels = bands(width, height);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(1);
    for (let x = 0; x < width * 3; x++) {
      const at = (y * width + Math.floor(x / 3)) * 4 + (x % 3);
      const left = x >= 3 ? pixels[(y * width + Math.floor((x - 3) / 3)) * 4 + (x % 3)]! : 0;
      rows.push((pixels[at]! - left) & 0xff);
    }
  }
  return doc.context.register(
    doc.context.stream(deflateSync(Uint8Array.from(rows)), {
      Type: "XObject",
      Subtype: "Image",
      Width: width,
      Height: height,
      ColorSpace: "DeviceRGB",
      BitsPerComponent: 8,
      Filter: "FlateDecode",
      DecodeParms: { Predictor: 15, Colors: 3, Columns: width },
    }),
  );
}

export async function colourfulPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText("Colour text in RGB", { x: 60, y: 780, size: 28, font, color: rgb(0.85, 0.1, 0.1) });
  page.drawRectangle({ x: 60, y: 680, width: 120, height: 70, color: cmyk(0, 0.6, 1, 0) });

  const pixels = { width: 120, height: 60, data: bands(120, 60) };
  const jpg = await doc.embedJpg(jpeg.encode(pixels, 90).data);
  page.drawImage(jpg, { x: 200, y: 680, width: 120, height: 60 });
  const png = new PNG({ width: 120, height: 60 });
  png.data = Buffer.from(pixels.data);
  page.drawImage(await doc.embedPng(PNG.sync.write(png)), { x: 340, y: 680, width: 120, height: 60 });

  addResource(page, "XObject", "Pred", predictedImage(doc, 120, 60));
  page.pushOperators(op("q"), op("cm", 120, 0, 0, 60, 60, 600), op("Do", "Pred"), op("Q"));

  const table = doc.context.register(doc.context.stream(Uint8Array.from([20, 200, 40, 230, 40, 200])));
  const palette = doc.context.obj(["Indexed", "DeviceRGB", 1, table]);
  addResource(page, "ColorSpace", "Pal", palette);
  fillBox(page, 200, 590, [op("cs", "Pal"), op("sc", 1)]);

  const tint = doc.context.stream("{ 0 0 0 }", {
    FunctionType: 4,
    Domain: [0, 1],
    Range: [0, 1, 0, 1, 0, 1, 0, 1],
  });
  // A spot colour printed as cyan where there is no such ink: c = t, m = y = k = 0.
  const spot = doc.context.obj(["Separation", "Spot", "DeviceCMYK", doc.context.register(tint)]);
  addResource(page, "ColorSpace", "Spot", spot);
  fillBox(page, 300, 590, [op("cs", "Spot"), op("sc", 1)]);

  const gradient = doc.context.obj({
    ShadingType: 2,
    ColorSpace: "DeviceRGB",
    Coords: [400, 0, 480, 0],
    Function: { FunctionType: 2, Domain: [0, 1], C0: [1, 0, 0], C1: [0, 0, 1], N: 1 },
    Extend: [true, true],
  });
  addResource(page, "Shading", "Grad", gradient);
  page.pushOperators(op("q"), op("re", 400, 590, 80, 60), op("W"), op("n"), op("sh", "Grad"), op("Q"));
  addResource(page, "Pattern", "PGrad", doc.context.obj({ PatternType: 2, Shading: gradient }));
  fillBox(page, 60, 500, [op("cs", "Pattern"), op("scn", "PGrad")]);

  const other = await PDFDocument.create();
  other.addPage([100, 100]).drawCircle({ x: 50, y: 50, size: 40, color: rgb(0.1, 0.7, 0.2) });
  const [embedded] = await doc.embedPdf(await other.save());
  page.drawPage(embedded!, { x: 200, y: 480 });

  const appearance = doc.context.stream("0 0 1 RG 4 w 2 2 76 56 re S", {
    Type: "XObject",
    Subtype: "Form",
    BBox: [0, 0, 80, 60],
  });
  const annotation = doc.context.obj({
    Type: "Annot",
    Subtype: "Square",
    Rect: [340, 500, 420, 560],
    // Printable (/F 4), so renderers that draw for print (Ghostscript) show it.
    F: 4,
    C: [0, 0, 1],
    AP: { N: doc.context.register(appearance) },
  });
  page.node.addAnnot(doc.context.register(annotation));
  return doc.save();
}

/** A page whose gradient is a sampled (type 0) function, which the tool does not rewrite. */
export async function sampledGradientPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  const sampled = doc.context.register(
    doc.context.stream(Uint8Array.from([255, 0, 0, 0, 0, 255]), {
      FunctionType: 0,
      Domain: [0, 1],
      Range: [0, 1, 0, 1, 0, 1],
      Size: [2],
      BitsPerSample: 8,
    }),
  );
  const shading = doc.context.obj({
    ShadingType: 2,
    ColorSpace: "DeviceRGB",
    Coords: [0, 0, 200, 0],
    Function: sampled,
  });
  addResource(page, "Shading", "S", shading);
  page.pushOperators(op("sh", "S"));
  return doc.save();
}

/** Pixels of an RGBA image whose channels differ by more than rounding: colour. */
export function colouredPixels({ data }: { data: Uint8Array }): number {
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 3) count++;
  }
  return count;
}
