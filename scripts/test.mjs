// `npm test`: the type-check, lint, unit and integration tests (vitest), then the end-to-end tests
// (Playwright), in that order, stopping at the first part that fails, as `a && b && c && d` would. Each
// part's output passes through as it comes; at the end a summary says how many tests each part ran and
// how long it took, so a slow or failing part is named without scrolling back through thousands of lines.
import { spawn } from "node:child_process";
import { ensureSystemPackages } from "./system-packages.mjs";
import { playwrightCounts, plain, vitestCounts } from "./test-summary.mjs";

const PARTS = [
  { name: "type-check", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "unit + integration (vitest)", script: "test:unit", count: vitestCounts },
  { name: "end-to-end (Playwright)", script: "test:e2e", count: playwrightCounts },
];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["inherit", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk) => process.stderr.write(chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: plain(output) }));
  });
}

const seconds = (ms) => (ms < 60_000 ? `${(ms / 1000).toFixed(0)} s` : `${(ms / 60_000).toFixed(1)} min`);

const rows = [];
let failed = null;
const startedAt = Date.now();
// The Debian packages the tests drive, installed first when missing (scripts/system-packages.mjs).
const packagesAt = Date.now();
const packages = ensureSystemPackages();
rows.push({
  name: "system packages",
  status: packages === 0 ? "ok" : `FAILED (exit ${packages})`,
  time: seconds(Date.now() - packagesAt),
  tests: "",
});
if (packages !== 0) {
  console.log("\nnpm test: system packages failed");
  process.exit(packages);
}
for (const part of PARTS) {
  const start = Date.now();
  const { code, output } = await run(part.script);
  const tests = part.count?.(output) ?? "";
  rows.push({
    name: part.name,
    status: code === 0 ? "ok" : `FAILED (exit ${code})`,
    time: seconds(Date.now() - start),
    tests,
  });
  if (code !== 0) {
    failed = { part, code };
    break;
  }
}

console.log(
  `\nnpm test: ${failed ? `${failed.part.name} failed` : "all parts passed"} in ${seconds(Date.now() - startedAt)}`,
);
for (const row of rows) {
  console.log(`  ${row.name.padEnd(30)} ${row.status.padEnd(18)} ${row.time.padStart(8)}  ${row.tests}`);
}
for (const part of PARTS.slice(rows.length)) console.log(`  ${part.name.padEnd(30)} not run`);
process.exit(failed ? failed.code : 0);
