// `npm run check:upgrade`: is the newest `next` release safe for us? A clone of this repository's HEAD in a
// scratch directory gets the newest `next` the registry serves (and eslint-config-next and any @next/*
// package at the same version), then runs what would break first: the type-check, the upgrade contract
// (tests/integration/next-upgrade-contract.test.ts: every assumption lib/next-adapter/ makes about Next)
// and an end-to-end smoke against its production build (tests/e2e/next-upgrade-contract.spec.ts, the page
// cache, critical CSS, home, bio pages). It prints the versions and each part's result; this checkout is
// never touched. Options: --next=<version or tag> (default latest), --keep (keep the scratch directory,
// which a failed run always keeps). E2E_PORT (default 3400) and TEST_DATABASE_URL pass on to Playwright;
// without TEST_DATABASE_URL the page-cache spec's two-instance tests are left out (docs/testing.md).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const wanted = args.find((arg) => arg.startsWith("--next="))?.slice("--next=".length) ?? "latest";
const keep = args.includes("--keep");
const SMOKE = ["next-upgrade-contract", "page-cache", "critical-css", "home", "biolinks"].map(
  (name) => `tests/e2e/${name}.spec.ts`,
);

const run = (command, argv, options = {}) => {
  console.log(`\n[check:upgrade] ${command} ${argv.join(" ")}`);
  return spawnSync(command, argv, { stdio: "inherit", ...options }).status === 0;
};
const versionIn = (dir, name) =>
  JSON.parse(readFileSync(path.join(dir, "node_modules", name, "package.json"), "utf8")).version;

// `npm view next@<range> version` lists every match; the newest is last.
const target = execFileSync("npm", ["view", `next@${wanted}`, "version"], { encoding: "utf8" })
  .trim()
  .split("\n")
  .at(-1)
  .replace(/^.*'(.+)'$/, "$1");
const current = versionIn(root, "next");

const parent = mkdtempSync(path.join(os.tmpdir(), "creatorkit-upgrade-"));
const scratch = path.join(parent, "main");
const results = [];
const step = (name, ok) => {
  results.push([name, ok]);
  return ok;
};

if (
  step("clone of HEAD", run("git", ["clone", "--quiet", root, scratch])) &&
  // The design notes the docs link to, beside the repository as in this checkout.
  (!existsSync(path.join(root, "..", "shared")) ||
    step(
      "copy of ../shared",
      run("cp", ["-r", path.join(root, "..", "shared"), path.join(parent, "shared")]),
    )) &&
  // A copy of this checkout's packages: npm then installs only what the upgrade changes.
  step("copy of node_modules", run("cp", ["-a", path.join(root, "node_modules"), scratch]))
) {
  const manifest = JSON.parse(readFileSync(path.join(scratch, "package.json"), "utf8"));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => name === "next" || name === "eslint-config-next" || name.startsWith("@next/"),
  );
  const inScratch = { cwd: scratch };
  if (
    step(
      `npm install ${names.map((name) => `${name}@${target}`).join(" ")}`,
      run(
        "npm",
        ["install", "--no-audit", "--no-fund", ...names.map((name) => `${name}@${target}`)],
        inScratch,
      ),
    )
  ) {
    step("type-check", run("npm", ["run", "typecheck"], inScratch));
    step(
      "upgrade contract (tests/integration/next-upgrade-contract.test.ts)",
      run(
        "npx",
        [
          "vitest",
          "run",
          "--project",
          "integration:pglite",
          "tests/integration/next-upgrade-contract.test.ts",
        ],
        inScratch,
      ),
    );
    const playwright = ["playwright", "test", ...SMOKE, "--reporter=list"];
    if (!process.env.TEST_DATABASE_URL) playwright.push("--grep-invert", "two instances sharing Redis");
    step(
      `e2e smoke (${SMOKE.length} specs)`,
      run("npx", playwright, {
        ...inScratch,
        env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "3400" },
      }),
    );
  }
}

const passed = results.every(([, ok]) => ok);
const installed = existsSync(path.join(scratch, "node_modules", "next"))
  ? versionIn(scratch, "next")
  : "none";
console.log(
  `\n[check:upgrade] next ${current} (this checkout) -> ${installed} (registry: next@${wanted} is ${target})`,
);
for (const [name, ok] of results) console.log(`  ${ok ? "passed" : "FAILED"}  ${name}`);
if (passed && !keep) rmSync(parent, { recursive: true, force: true });
else console.log(`  scratch copy kept: ${scratch}`);
process.exit(passed ? 0 : 1);
