// The file next.config.ts names as `cacheHandler`. Next imports it with Node's own import(), outside its
// bundles, where TypeScript does not run, and imports it again on every request that reads the page cache:
// lib/cache/handler.ts is compiled to JavaScript by scripts/compiled.mjs, never loaded through a TypeScript
// loader (that loader's hooks would then stay on every request's path). Next also bundles this file into
// the proxy, where the helper must stay a run-time import (turbopackIgnore) and import.meta.url points into
// .next, hence the path from the project directory, which Next serves from.
import path from "node:path";
import { pathToFileURL } from "node:url";

const helper = pathToFileURL(path.join(process.cwd(), "scripts", "compiled.mjs")).href;
const { importCompiled } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ helper);
const { CacheHandler } = await importCompiled(path.join("lib", "cache", "handler.ts"));
export default CacheHandler;
