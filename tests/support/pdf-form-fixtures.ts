import { PDFDocument, PDFHexString, PDFName } from "@cantoo/pdf-lib";

/** A filled-in form: a text field, a ticked box, a choice; a drawn comment, a hidden one, and a link. */
export async function filledForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 400]);
  const form = doc.getForm();
  const name = form.createTextField("name");
  name.setText("Ada Lovelace");
  name.addToPage(page, { x: 40, y: 330, width: 220, height: 24 });
  const agree = form.createCheckBox("agree");
  agree.addToPage(page, { x: 40, y: 290, width: 16, height: 16 });
  agree.check();
  const colour = form.createDropdown("colour");
  colour.addOptions(["Red", "Blue"]);
  colour.select("Blue");
  colour.addToPage(page, { x: 40, y: 250, width: 120, height: 24 });
  const { context } = doc;
  // A blue box whose appearance has its own box and matrix (turned a quarter), fitted to its rectangle.
  const box = context.register(
    context.stream("0 0 1 rg 10 10 80 30 re f", {
      BBox: [10, 10, 90, 40],
      Matrix: [0, 1, -1, 0, 0, 0],
    }),
  );
  const hidden = context.register(
    context.stream("1 0 0 rg 0 0 50 50 re f", { Type: "XObject", Subtype: "Form", BBox: [0, 0, 50, 50] }),
  );
  const annots = [
    context.obj({ Type: "Annot", Subtype: "Square", Rect: [200, 100, 230, 180], F: 4, AP: { N: box } }),
    context.obj({ Type: "Annot", Subtype: "Stamp", Rect: [300, 300, 350, 350], F: 2, AP: { N: hidden } }),
    context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [40, 40, 140, 60],
      A: { S: "URI", URI: "https://example.com/" },
    }),
  ].map((annot) => context.register(annot));
  const widgets = page.node.Annots()!.asArray();
  page.node.set(PDFName.of("Annots"), context.obj([...widgets, ...annots]));
  return doc.save();
}

/** An empty form: a described text field, a 4-character code, a box to tick, a size to pick, a colour to choose. */
export async function blankForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 400]);
  const form = doc.getForm();
  const name = form.createTextField("applicant.name");
  name.acroField.dict.set(PDFName.of("TU"), PDFHexString.fromText("Your name"));
  name.addToPage(page, { x: 40, y: 340, width: 220, height: 24 });
  const code = form.createTextField("code");
  code.setMaxLength(4);
  code.addToPage(page, { x: 40, y: 300, width: 80, height: 24 });
  form.createCheckBox("agree").addToPage(page, { x: 40, y: 260, width: 16, height: 16 });
  const size = form.createRadioGroup("size");
  ["S", "M", "L"].forEach((option, i) =>
    size.addOptionToPage(option, page, { x: 40 + i * 30, y: 220, width: 16, height: 16 }),
  );
  const colour = form.createDropdown("colour");
  colour.addOptions(["Red", "Green", "Blue"]);
  colour.addToPage(page, { x: 40, y: 170, width: 120, height: 24 });
  return doc.save();
}
