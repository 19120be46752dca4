import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests: pure logic. Integration tests: the real queries against a real database, once on an
// in-memory PGlite and, when TEST_DATABASE_URL is set, once more on that PostgreSQL server; each test
// file has a database of its own (tests/support/integration-databases.ts).
const root = import.meta.dirname;
const alias = { "@": root, "server-only": path.join(root, "tests/support/server-only.ts") };
// Each test file's statistics go through an event log in memory: the files share DATA_DIR, and a log on
// disk is one process's (biolinks-click-queue-stop.test.ts gives its servers logs of their own).
const testEnv = {
  NODE_ENV: "test" as const,
  ADMIN_PASSWORD: "integration-admin-pw",
  DATA_DIR: ".data/test",
  EVENT_LOG_DIR: "none",
};

// Integration files whose result does not depend on the project's database run once, in the PGlite
// project: they use no database, or databases of their own (an embedded one a child process or a backup
// leaves, or the newsletter's crash test's; the outage test's own PostgreSQL server), or, for open-redirect, a corpus of payloads against the
// redirect check, which no query shapes (sign-in and sign-up on PostgreSQL run in account, admin-sign-in,
// sign-in-throttle and two-factor).
const DATABASE_INDEPENDENT = [
  "biolinks-click-queue-stop",
  "biolinks-store-outage",
  "body-caps",
  "compiled-modules",
  "critical-css",
  "database-backup",
  "database-outage",
  "domain-dns",
  "early-pages",
  "newsletter-send-crash",
  "newsletter-sequence-crash",
  "next-upgrade-contract",
  "open-redirect",
  "page-cache",
  "storage",
].map((name) => `tests/integration/${name}.test.ts`);

const integration = (name: string, databaseUrl: string) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    exclude: databaseUrl.startsWith("postgres") ? DATABASE_INDEPENDENT : [],
    globalSetup: ["tests/support/integration-databases.ts"],
    setupFiles: ["tests/support/integration-setup.ts"],
    // The tests stand in for one reverse proxy: the X-Forwarded-For they send is its record.
    env: { ...testEnv, DATABASE_URL: databaseUrl, TRUST_PROXY: "1" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, every file in turn.
    // Integration files wait on their database as much as they compute, so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        // Pure logic, sharing no module state between files (one that changes the environment restores
        // it), so files share their modules: 15 s instead of 39 s, most of it spent importing them again.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], env: testEnv, isolate: false },
      },
      integration("integration:pglite", "memory://"),
      ...(testDatabaseUrl ? [integration("integration:postgres", testDatabaseUrl)] : []),
    ],
  },
});
