import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// Chrome compiles a script's functions when they are first called, on the main thread, unless the script
// asks for them all at once: then they are compiled while the script streams in, on a background thread
// (V8's explicit compile hints, Chrome 136). Every page runs nearly all of Next's and React's own chunks as
// it hydrates: React DOM's one module took ~150 ms of a text tool's longest task at 4 × CPU, most of it
// compiling (docs/performance.md). Only those chunks are marked: a page's own chunks hold code that may never
// run, which eager compiling would spend memory on.

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Marks the build's root chunks (build-manifest.json's rootMainFiles), once; returns the files marked. */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles?: string[];
  };
  const marked: string[] = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith(".js")) continue;
    const where = path.join(distDir, file);
    const source = await readFile(where, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(where, COMPILE_HINT + source);
    marked.push(file);
  }
  return marked;
}
