import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { closeConnection, connection, openConnection, setConnection } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";

// Each test file starts from an empty, fully migrated database.
beforeAll(async () => {
  setConnection(openConnection(process.env.DATABASE_URL));
  const conn = connection();
  if (conn.driver === "postgres") {
    await conn.db.execute(sql`drop schema if exists public cascade`);
    await conn.db.execute(sql`drop schema if exists drizzle cascade`);
    await conn.db.execute(sql`create schema public`);
  }
  await runMigrations(conn);
});

afterAll(async () => {
  await closeConnection();
});
