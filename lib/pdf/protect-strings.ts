import {
  PDFArray,
  PDFCatalog,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFPageLeaf,
  PDFPageTree,
  PDFRef,
  PDFStream,
  PDFString,
} from "@cantoo/pdf-lib";

type Encrypt = (bytes: Uint8Array) => Uint8Array;

/**
 * The fork's writer encrypts stream contents only. Strings in the object streams `savePdf` writes are covered,
 * since those streams are encrypted whole, but the objects its writer keeps out of them (PDFStreamWriter's
 * `shouldNotCompress`) would carry their strings in the clear, and a reader "decrypts" those into garbage:
 * a catalog's /Lang, a page's or a stream dictionary's strings. This encrypts them, after `encrypt` and
 * just before saving (saving reads none of them back; the document properties `savePdf` then sets live in
 * the Info dictionary, which goes into an object stream: see `keepInfoInObjectStream`).
 */
export function encryptLooseStrings(doc: PDFDocument): void {
  const { security, trailerInfo } = doc.context;
  if (!security) throw new Error("encryptLooseStrings runs after encrypt().");
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (ref === trailerInfo.Encrypt || !writtenLoose(ref, object)) continue;
    const encrypt = security.getEncryptFn(ref.objectNumber, ref.generationNumber);
    encryptStrings(object instanceof PDFStream ? object.dict : object, encrypt);
  }
}

/** An Info dictionary of a generation above 0 would be written loose too, after this pass: renumber it. */
export function keepInfoInObjectStream(doc: PDFDocument): void {
  const { context } = doc;
  const info = context.trailerInfo.Info;
  if (!(info instanceof PDFRef) || info.generationNumber === 0) return;
  const dict = context.lookup(info);
  context.delete(info);
  context.trailerInfo.Info = dict ? context.register(dict) : undefined;
}

/** Mirrors the writer's rule for the objects it does not put in an object stream. */
function writtenLoose(ref: PDFRef, object: PDFObject): boolean {
  return (
    object instanceof PDFStream ||
    object instanceof PDFCatalog ||
    object instanceof PDFPageTree ||
    object instanceof PDFPageLeaf ||
    ref.generationNumber !== 0 ||
    (object instanceof PDFDict && object.lookup(PDFName.of("Type")) === PDFName.of("Sig"))
  );
}

/** Encrypts the strings held directly in a dictionary or array, at any depth (references are other objects). */
function encryptStrings(object: PDFObject, encrypt: Encrypt): void {
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      if (isString(value)) object.set(key, encrypted(value, encrypt));
      else encryptStrings(value, encrypt);
    }
  } else if (object instanceof PDFArray) {
    object.asArray().forEach((value, i) => {
      if (isString(value)) object.set(i, encrypted(value, encrypt));
      else encryptStrings(value, encrypt);
    });
  }
}

const isString = (value: PDFObject): value is PDFString | PDFHexString =>
  value instanceof PDFString || value instanceof PDFHexString;

function encrypted(value: PDFString | PDFHexString, encrypt: Encrypt): PDFHexString {
  const hex = Array.from(encrypt(value.asBytes()), (b) => b.toString(16).padStart(2, "0")).join("");
  return PDFHexString.of(hex);
}
