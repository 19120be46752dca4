// The file next.config.ts names as `cacheHandler`. Next imports it with Node's own import() when it
// serves and prerenders, outside its bundles, where TypeScript does not run: tsx compiles
// lib/cache/handler.ts here, as it compiles scripts/start.ts for `npm start`. Next also bundles this file
// into the proxy, where tsx must stay a run-time import (turbopackIgnore) and import.meta.url points into
// .next, hence the path from the project directory, which Next serves from.
import path from "node:path";
import { pathToFileURL } from "node:url";

const { tsImport } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "tsx/esm/api");
const root = process.cwd();
const { CacheHandler } = await tsImport(
  pathToFileURL(path.join(root, "lib", "cache", "handler.ts")).href,
  pathToFileURL(`${root}${path.sep}`).href,
);
export default CacheHandler;
