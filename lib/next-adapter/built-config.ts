import { readFileSync } from "node:fs";
import path from "node:path";

// npm start's server starts from the configuration the build resolved instead of loading next.config.ts,
// which Next compiles with SWC, whose native library (~30 MB) then stays mapped for the server's life
// (docs/design/built-config.md). It does as Next's own standalone server does: the build writes the
// configuration to .next/required-server-files.json (next/dist/build/index.js), and Next's config loader
// takes it from __NEXT_PRIVATE_STANDALONE_CONFIG when that is set (next/dist/server/config.js), a variable
// Next calls private.

export const STANDALONE_CONFIG_VARIABLE = "__NEXT_PRIVATE_STANDALONE_CONFIG";

/** Has Next read the configuration of the build in `dir` rather than its next.config.ts. */
export function startFromBuiltConfig(dir: string): void {
  const file = path.join(dir, ".next", "required-server-files.json");
  const { config } = JSON.parse(readFileSync(file, "utf8")) as { config: object };
  process.env[STANDALONE_CONFIG_VARIABLE] ??= JSON.stringify(config);
}
