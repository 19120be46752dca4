import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { type EditPropertiesOptions, editProperties, removeProperties } from "@/lib/pdf/properties";
import { allPageTexts, describedPdf, input, labelledPdf } from "../support/pdf-fixtures";

// Edit PDF Metadata and Remove PDF Metadata, each output read back by qpdf (Debian's; .ci/run installs it),
// not by the library that wrote it.

const dir = mkdtempSync(path.join(tmpdir(), "pdf-properties-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

interface QpdfView {
  /** The document information entries, values as qpdf reads them ("u:" text), or null without one. */
  info: Record<string, string> | null;
  catalog: Record<string, unknown>;
  pageMetadata: boolean;
}

function qpdf(bytes: Uint8Array, password?: string): QpdfView {
  const file = path.join(dir, `${files++}.pdf`);
  writeFileSync(file, bytes);
  const open = password ? [`--password=${password}`] : [];
  const check = spawnSync("qpdf", ["--check", ...open, file], { encoding: "utf8" });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  const json = spawnSync("qpdf", ["--json=2", "--json-key=qpdf", ...open, file], { encoding: "utf8" });
  const objects = JSON.parse(json.stdout).qpdf[1] as Record<string, { value: Record<string, unknown> }>;
  const value = (ref: unknown) => (typeof ref === "string" ? objects[`obj:${ref}`]?.value : undefined);
  const trailer = objects.trailer!.value;
  const pages = Object.values(objects).filter((o) => o.value?.["/Type"] === "/Page");
  return {
    info: (value(trailer["/Info"]) as Record<string, string> | undefined) ?? null,
    catalog: value(trailer["/Root"])!,
    pageMetadata: pages.some((page) => "/Metadata" in page.value),
  };
}

const edit = (bytes: Uint8Array, options: Partial<EditPropertiesOptions> = {}) =>
  editProperties(input("report.pdf", bytes), {
    metadata: { title: "New title", author: "Ana Lima", subject: "Q3 figures", keywords: "sales, 2026" },
    created: "2024-05-01",
    modified: "2025-01-02",
    ...options,
  });

describe("Edit PDF Metadata", () => {
  it("writes the typed properties and dates, and drops the XMP packets that still held the old ones", async () => {
    const stages: string[] = [];
    const result = await editProperties(
      input("report.pdf", await describedPdf()),
      {
        metadata: { title: "New title", author: "Ana Lima", subject: "Q3 figures", keywords: "sales, 2026" },
        created: "2024-05-01",
        modified: "2025-01-02",
      },
      (p) => stages.push(p.stage),
    );
    expect(stages).toEqual(["Reading the file", "Writing the properties", "Saving"]);
    const [output] = result.outputs;
    expect(output!.name).toBe("report-properties.pdf");
    expect(result.notes).toEqual([
      "The file's XMP metadata, which held the old properties, was removed so that every reader shows these.",
    ]);
    const view = qpdf(output!.bytes);
    expect(view.info).toMatchObject({
      "/Title": "u:New title",
      "/Author": "u:Ana Lima",
      "/Subject": "u:Q3 figures",
      "/Keywords": "u:sales 2026",
      "/Producer": "u:Creatorkit",
      "/CreationDate": "u:D:20240501000000Z",
      "/ModDate": "u:D:20250102000000Z",
    });
    expect(view.catalog).not.toHaveProperty("/Metadata");
    expect(view.pageMetadata).toBe(false);
    const doc = await PDFDocument.load(output!.bytes);
    expect(allPageTexts(doc)).toEqual(["P page 1", "P page 2", "P page 3"]);
  });

  it("clears what was emptied, dates included, and says nothing of XMP when there was none", async () => {
    const result = await edit(await labelledPdf("P", 1), {
      metadata: { title: "Only a title", author: "", subject: "", keywords: "" },
      created: "",
      modified: "",
    });
    expect(result.notes).toEqual([]);
    const { info } = qpdf(result.outputs[0]!.bytes);
    expect(info!["/Title"]).toBe("u:Only a title");
    for (const key of ["/CreationDate", "/ModDate"]) expect(info).not.toHaveProperty(key);
    for (const key of ["/Author", "/Subject", "/Keywords"]) expect(info![key] ?? "u:").toBe("u:");
  });

  it("refuses a date that does not exist, and a change dated before the file was made", async () => {
    const bytes = await labelledPdf("P", 1);
    await expect(edit(bytes, { created: "2024-02-30" })).rejects.toMatchObject({
      problem: { message: "Created is not a date: use the date picker, or leave it empty." },
    });
    await expect(edit(bytes, { modified: "yesterday" })).rejects.toMatchObject({
      problem: { message: "Modified is not a date: use the date picker, or leave it empty." },
    });
    await expect(edit(bytes, { created: "2025-01-02", modified: "2024-05-01" })).rejects.toMatchObject({
      problem: { message: "Modified cannot be before Created." },
    });
  });
});

describe("Remove PDF Metadata", () => {
  it("leaves no information dictionary and no XMP, and the pages as they were", async () => {
    const result = await removeProperties(input("report.pdf", await describedPdf()));
    const [output] = result.outputs;
    expect(output!.name).toBe("report-no-metadata.pdf");
    expect(result.notes).toEqual([]);
    const view = qpdf(output!.bytes);
    expect(view.info).toBeNull();
    expect(view.catalog).not.toHaveProperty("/Metadata");
    expect(view.pageMetadata).toBe(false);
    expect(new TextDecoder("latin1").decode(output!.bytes)).not.toMatch(/Old title|Old author|Some editor/);
    const doc = await PDFDocument.load(output!.bytes, { updateMetadata: false });
    expect(allPageTexts(doc)).toEqual(["P page 1", "P page 2", "P page 3"]);
  });

  it("says so when a file has nothing to remove, and opens a locked one with its password", async () => {
    const bare = await removeProperties(input("bare.pdf", await removedOnce()));
    expect(bare.notes).toEqual(["This file had no document properties to remove."]);

    const locked = await labelledPdf("L", 2, { password: "secret" });
    const result = await removeProperties(input("locked.pdf", locked, "secret"));
    // Still locked (pdf-protection-kept.test.ts), and with nothing to tell.
    expect(qpdf(result.outputs[0]!.bytes, "secret").info).toBeNull();
  });
});

async function removedOnce(): Promise<Uint8Array> {
  return (await removeProperties(input("report.pdf", await describedPdf()))).outputs[0]!.bytes;
}
