import * as database from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { takeGeneration } from "@/lib/tools/quota";

// One "server process" for the cross-process quota test: opens its own database connection from
// DATABASE_URL, asks for ATTEMPTS generations for one visitor at once, and prints how many were allowed.

const url = process.env.DATABASE_URL;
const attempts = Number(process.env.ATTEMPTS ?? 10);
async function main(): Promise<void> {
  const conn = database.openConnection(url);
  database.setConnection(conn);
  if (conn.driver === "pglite") await runMigrations(conn);
  const results = await Promise.all(Array.from({ length: attempts }, () => takeGeneration("shared-visitor")));
  console.log(JSON.stringify({ pid: process.pid, allowed: results.filter((r) => r.ok).length }));
  await database.closeConnection();
}

await main();
