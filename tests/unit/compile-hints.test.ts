import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints } from "@/lib/build/compile-hints";

function build(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"] }),
  );
  writeFileSync(path.join(dist, "static/chunks/react-dom.js"), "(globalThis.TURBOPACK||[]).push([1]);");
  writeFileSync(path.join(dist, "static/chunks/runtime.js"), "let runtime=1;");
  writeFileSync(path.join(dist, "static/chunks/page.js"), "let page=1;");
  return dist;
}

const read = (dist: string, file: string) => readFileSync(path.join(dist, "static/chunks", file), "utf8");

describe("addCompileHints (Next's and React's chunks compiled as they stream in)", () => {
  it("puts the hint on the first line of each root chunk, and nowhere else", async () => {
    const dist = build();
    expect(await addCompileHints(dist)).toEqual(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);
    expect(read(dist, "react-dom.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
    expect(read(dist, "runtime.js")).toBe(`${COMPILE_HINT}let runtime=1;`);
    expect(read(dist, "page.js")).toBe("let page=1;");
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("marks a chunk once, however often it runs", async () => {
    const dist = build();
    await addCompileHints(dist);
    expect(await addCompileHints(dist)).toEqual([]);
    expect(read(dist, "runtime.js")).toBe(`${COMPILE_HINT}let runtime=1;`);
  });
});
