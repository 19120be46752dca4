import { defineConfig } from "drizzle-kit";

// Generation only: it reads the schema and writes SQL, no database needed. Migrations are applied by
// lib/db/migrate.ts (npm start, npm run db:migrate) or `supabase db push`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./supabase/migrations",
  migrations: { prefix: "supabase" },
});
