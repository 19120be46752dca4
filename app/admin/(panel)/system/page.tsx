import type { Metadata } from "next";
import { ActionButton } from "@/components/admin/action-button";
import { requireAdmin } from "@/lib/auth/session";
import { clearLockouts, setupDatabase, testConnection } from "@/lib/system/actions";
import { getDatabaseStatus, getServiceStatus, isMigrated } from "@/lib/system/status";

export const metadata: Metadata = { title: "System" };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-4 py-2 text-sm">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="col-span-2 min-w-0 text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

export default async function SystemPage() {
  await requireAdmin();
  const database = await getDatabaseStatus();
  const services = getServiceStatus();
  const migrated = isMigrated(database);
  return (
    <div className="max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold">System</h1>
        <p className="text-slate-600">Database, storage, e-mail and AI configuration of this site.</p>
      </header>

      <section aria-labelledby="database-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="database-heading" className="mb-2 text-lg font-semibold">
          Database
        </h2>
        <dl className="divide-y divide-slate-100">
          <Row label="Driver">{database.driver === "pglite" ? "Embedded PGlite" : "PostgreSQL"}</Row>
          <Row label="Location">{database.location}</Row>
          <Row label="Status">
            {database.reachable ? `Reachable (${database.latencyMs} ms)` : `Unreachable: ${database.error}`}
          </Row>
          <Row label="Migrations">
            {database.migrations
              ? `${database.migrations.applied} of ${database.migrations.available} applied${migrated ? "" : " (setup required)"}`
              : "Unknown"}
          </Row>
        </dl>
        <div className="mt-4 flex flex-wrap gap-6">
          <ActionButton action={testConnection} label="Test Connection" pendingLabel="Testing..." />
          {migrated ? null : (
            <ActionButton
              action={setupDatabase}
              label="Setup Database"
              pendingLabel="Setting Up..."
              variant="primary"
            />
          )}
        </div>
      </section>

      <section aria-labelledby="services-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="services-heading" className="mb-2 text-lg font-semibold">
          Services
        </h2>
        <dl className="divide-y divide-slate-100">
          {services.map((s) => (
            <Row key={s.name} label={s.name}>
              {s.value}
            </Row>
          ))}
        </dl>
      </section>

      <section aria-labelledby="security-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="security-heading" className="mb-2 text-lg font-semibold">
          Sign-in lockouts
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          After repeated failed sign-ins an account or address is locked for a while. Clear the lockouts to
          let someone who remembered their password in again at once.
        </p>
        <ActionButton action={clearLockouts} label="Clear sign-in lockouts" pendingLabel="Clearing..." />
      </section>
    </div>
  );
}
