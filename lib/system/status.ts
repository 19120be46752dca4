import "server-only";
import { sql } from "drizzle-orm";
import { connection } from "@/lib/db";
import { getMigrationState, type MigrationState } from "@/lib/db/migrate";
import { env } from "@/lib/env";

export interface DatabaseStatus {
  driver: "pglite" | "postgres";
  location: string;
  reachable: boolean;
  latencyMs: number | null;
  error?: string;
  migrations: MigrationState | null;
}

/** Reachability and migration state; never throws, the answer says what is wrong. */
export async function getDatabaseStatus(): Promise<DatabaseStatus> {
  let conn;
  try {
    conn = connection();
  } catch (error) {
    return {
      driver: "pglite",
      location: "unknown",
      reachable: false,
      latencyMs: null,
      error: message(error),
      migrations: null,
    };
  }
  const started = performance.now();
  try {
    await conn.db.execute(sql`select 1`);
    const latencyMs = Math.round(performance.now() - started);
    return {
      driver: conn.driver,
      location: conn.location,
      reachable: true,
      latencyMs,
      migrations: await getMigrationState(conn),
    };
  } catch (error) {
    return {
      driver: conn.driver,
      location: conn.location,
      reachable: false,
      latencyMs: null,
      error: message(error),
      migrations: null,
    };
  }
}

export function isMigrated(status: DatabaseStatus): boolean {
  return status.reachable && !!status.migrations && status.migrations.applied >= status.migrations.available;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface ServiceStatus {
  name: string;
  value: string;
  configured: boolean;
}

/** What each optional service runs on, as configured by the environment. */
export function getServiceStatus(): ServiceStatus[] {
  const e = env();
  return [
    {
      name: "File storage",
      value:
        e.STORAGE_DRIVER === "s3"
          ? `S3-compatible bucket ${e.S3_BUCKET ?? "(S3_BUCKET not set)"}`
          : "Local disk (.data/uploads)",
      configured: e.STORAGE_DRIVER === "s3",
    },
    {
      name: "E-mail",
      value: e.SMTP_URL
        ? `SMTP (${new URL(e.SMTP_URL).hostname})`
        : "Outbox only: messages are stored and logged, not sent",
      configured: !!e.SMTP_URL,
    },
    {
      name: "AI provider",
      value: e.AI_PROVIDER
        ? `${e.AI_PROVIDER} (${e.AI_MODEL})${e.AI_BASE_URL ? ` at ${new URL(e.AI_BASE_URL).host}` : ""}`
        : "Built-in offline engine",
      configured: !!e.AI_PROVIDER,
    },
    {
      name: "Image generation",
      value: e.AI_IMAGE_MODEL
        ? `${e.AI_PROVIDER} (${e.AI_IMAGE_MODEL})`
        : "Not set up (AI_IMAGE_MODEL unset)",
      configured: !!e.AI_IMAGE_MODEL,
    },
    {
      name: "Tool generations",
      value: `${e.TOOL_GENERATIONS_PER_HOUR} per visitor per hour`,
      configured: true,
    },
    {
      name: "Demo mode",
      value: e.DEMO_MODE ? "On: demo credentials may show on the sign-in screen" : "Off",
      configured: e.DEMO_MODE,
    },
  ];
}
