import { existsSync } from "node:fs";

// E2E_PORT lets two checkouts run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
/** The resolver the suite's server asks for creators' domains (DNS_SERVERS): the custom-domain spec's dnsmasq. */
export const DNS_PORT = E2E_PORT + 70;

// Debian's headless shell (the same Chromium without the browser around it, as Playwright's own headless
// default is) runs the suite in about two thirds of the full browser's time on 2 cores: accessibility and
// home, 25 tests, 99 s against 146 s. The benches keep the full browser (Lighthouse, traces).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
