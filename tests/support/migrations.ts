import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../supabase/migrations");

/** The statement of the migration named `name` that holds `text` (as drizzle-kit splits its files). */
export function migrationStatement(name: string, text: string): string {
  const file = readdirSync(MIGRATIONS).find((f) => f.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no migration named ${name}`);
  const statement = readFileSync(path.join(MIGRATIONS, file), "utf8")
    .split("--> statement-breakpoint")
    .find((s) => s.includes(text));
  if (!statement) throw new Error(`migration ${name} has no statement with ${text}`);
  return statement;
}
