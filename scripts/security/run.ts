import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// `npm run security [BASE_URL]`: replays the security review's findings against a running server. Every
// other .ts file in this folder is one check: `export default async function check(baseUrl): string[]`,
// returning what it found (empty when the finding stays fixed). Exits 1 when anything comes back.

const baseUrl = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".ts") && name !== "run.ts" && !name.startsWith("_"))
  .sort();

let failed = 0;
for (const file of files) {
  const { default: check } = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    default: (baseUrl: string) => Promise<string[]>;
  };
  let findings: string[];
  try {
    findings = await check(baseUrl);
  } catch (error) {
    findings = [`the check itself failed: ${error instanceof Error ? error.message : String(error)}`];
  }
  failed += findings.length;
  console.log(`${findings.length === 0 ? "ok  " : "FAIL"} ${file}`);
  for (const finding of findings) console.log(`     - ${finding}`);
}
console.log(
  `${files.length} checks against ${baseUrl}: ${failed === 0 ? "no findings" : `${failed} finding(s)`}`,
);
process.exit(failed === 0 ? 0 : 1);
