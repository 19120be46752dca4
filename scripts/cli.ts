import { closeConnection, connection } from "../lib/db";
import { runMigrations } from "../lib/db/migrate";
import { ensureAdminAccount } from "../lib/auth/admin-account";
import { isContentEmpty } from "../lib/seed/empty";
import { indexMissingSources } from "../lib/tools/plagiarism/store";

// Shared by the npm scripts: each opens the database, does its part, and closes it again so the
// server (or the next script) can open it.

export async function migrate(): Promise<void> {
  await runMigrations(connection());
  console.log(`[creatorkit] migrations applied (${connection().driver}: ${connection().location})`);
  const indexed = await connection().db.transaction((tx) => indexMissingSources(tx));
  if (indexed.posts + indexed.ebooks > 0)
    console.log(
      `[creatorkit] plagiarism fingerprints added: ${indexed.posts} posts, ${indexed.ebooks} ebooks`,
    );
}

function reportAdminPassword(password: string | undefined): void {
  if (!password) return;
  console.log(
    "\n  Admin account created. Sign in at /admin/login with\n" +
      `    username: admin\n    password: ${password}\n` +
      "  This password is shown once. Set ADMIN_PASSWORD before the first start to choose your own.\n",
  );
}

export async function seed(options: { onlyWhenEmpty: boolean }): Promise<void> {
  if (options.onlyWhenEmpty && !(await isContentEmpty())) {
    // The admin account is still ensured: a database restored without it would lock everyone out.
    reportAdminPassword((await ensureAdminAccount()).generatedPassword);
    return;
  }
  const { seedDatabase } = await import("../lib/seed/run");
  const result = await seedDatabase();
  const parts = Object.entries(result.inserted).map(([table, n]) => `${n} ${table}`);
  console.log(`[creatorkit] demo content loaded: ${parts.join(", ")}`);
  reportAdminPassword(result.generatedAdminPassword);
}

export async function run(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error(`[creatorkit] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await closeConnection();
  }
}
