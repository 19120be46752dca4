import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests: pure logic. Integration tests: the real queries against a real database, once on an
// in-memory PGlite and, when TEST_DATABASE_URL is set, once more on that PostgreSQL server.
const root = import.meta.dirname;
const alias = { "@": root, "server-only": path.join(root, "tests/support/server-only.ts") };
const testEnv = { NODE_ENV: "test" as const, ADMIN_PASSWORD: "integration-admin-pw", DATA_DIR: ".data/test" };

const integration = (name: string, databaseUrl: string) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["tests/support/integration-setup.ts"],
    // The tests stand in for one reverse proxy: the X-Forwarded-For they send is its record.
    env: { ...testEnv, DATABASE_URL: databaseUrl, TRUST_PROXY: "1" },
    // One PostgreSQL database is shared, so its files take turns; PGlite files each get their own.
    fileParallelism: !databaseUrl.startsWith("postgres"),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], env: testEnv } },
      integration("integration:pglite", "memory://"),
      ...(testDatabaseUrl ? [integration("integration:postgres", testDatabaseUrl)] : []),
    ],
  },
});
