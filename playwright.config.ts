import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, DNS_PORT, E2E_ADMIN_PASSWORD, E2E_PORT } from "./tests/e2e/helpers/constants";

// End-to-end against the production build on a fresh embedded database (scripts/e2e-server.ts).
const PORT = E2E_PORT;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-gpu",
      ],
    },
  },
  projects: [
    // Specs that check the demo content's exact numbers and lists run first, before anything writes: the
    // dashboard's counts, then the public blog's listing and feed (which add views).
    { name: "demo-content", testMatch: /admin-dashboard\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "demo-blog",
      testMatch: /blog(-feeds)?\.spec\.ts/,
      dependencies: ["demo-content"],
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "chromium",
      testIgnore: /admin-dashboard\.spec\.ts|blog(-feeds)?\.spec\.ts/,
      dependencies: ["demo-blog"],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    command: `npx tsx scripts/e2e-server.ts -p ${PORT}`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      DATA_DIR: ".data/e2e",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_MODE: "true",
      // The E-E-A-T spec checks the site's own pages, so this one local address is exempt from the SSRF guard.
      FETCH_ALLOW_PRIVATE_HOSTS: `localhost:${PORT}`,
      // Every test signs up from 127.0.0.1: the per-network sign-up limit would stop the suite half-way.
      SIGN_UPS_PER_HOUR: "500",
      // A creator's first newsletter waits for a week-old account or ten confirmed readers: a spec has one.
      CREATOR_FIRST_SEND_SUBSCRIBERS: "1",
      // Creators' domains are checked against the custom-domain spec's own DNS server (dnsmasq).
      DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
    },
  },
});
