// The Debian packages the tests drive (browsers, servers, PDF judges), checked before `npm test` runs
// anything: a fresh machine has almost none of them. Whatever is missing is installed with apt-get when
// this runs as root; otherwise it stops at once with the one apt-get line to run (docs/testing.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** What each package gives the tests, and how to tell it is there. */
const PACKAGES = [
  { name: "chromium", has: () => onPath("chromium"), for: "the benches' browser" },
  { name: "chromium-headless-shell", has: () => onPath("chromium-headless-shell"), for: "the e2e browser" },
  {
    name: "fonts-liberation",
    has: () => existsSync("/usr/share/fonts/truetype/liberation"),
    for: "page text",
  },
  { name: "redis-server", has: () => onPath("redis-server"), for: "the page-cache spec" },
  { name: "nginx-light", has: () => onPath("nginx") || existsSync("/usr/sbin/nginx"), for: "the edge spec" },
  { name: "caddy", has: () => onPath("caddy"), for: "the client-address and custom-domain specs" },
  { name: "dnsmasq-base", has: () => existsSync("/usr/sbin/dnsmasq"), for: "the custom-domain DNS" },
  {
    name: "postfix",
    has: () => existsSync("/usr/sbin/smtp-sink"),
    for: "the newsletters' SMTP server in tests (smtp-sink)",
  },
  { name: "qpdf", has: () => onPath("qpdf"), for: "the PDF tools' output checks" },
  { name: "ghostscript", has: () => onPath("gs"), for: "the PDF tools' renders" },
  { name: "poppler-utils", has: () => onPath("pdftotext"), for: "the PDF tools' text checks" },
  { name: "tesseract-ocr", has: () => onPath("tesseract"), for: "the OCR comparison" },
  {
    name: "python3-pypdf",
    has: () => run("/usr/bin/python3", ["-c", "import pypdf"]),
    for: "the PDF tools' reads",
  },
];

function run(command, args) {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}
function onPath(command) {
  return run("sh", ["-c", `command -v ${command}`]);
}

/** Exit code: 0 when every package is there (or was installed). */
export function ensureSystemPackages() {
  const missing = PACKAGES.filter((p) => !p.has());
  if (missing.length === 0) return 0;
  const names = missing.map((p) => p.name).join(" ");
  const line = `apt-get update && apt-get install -y ${names}`;
  console.log(`[test] missing Debian packages: ${missing.map((p) => `${p.name} (${p.for})`).join(", ")}`);
  if (process.getuid?.() !== 0) {
    console.error(`[test] run as root, then npm test again:\n  sudo sh -c '${line}'`);
    return 1;
  }
  console.log(`[test] ${line}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...missing.map((p) => p.name)], {
    stdio: "inherit",
    env,
  });
  if (update.status !== 0 || install.status !== 0) {
    console.error(`[test] apt-get failed: run this, then npm test again:\n  ${line}`);
    return 1;
  }
  const still = missing.filter((p) => !p.has());
  if (still.length > 0) {
    console.error(`[test] still missing after apt-get: ${still.map((p) => p.name).join(", ")}`);
    return 1;
  }
  return 0;
}
