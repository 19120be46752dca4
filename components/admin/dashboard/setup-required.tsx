import { Icon } from "@/components/icons/icon";
import { setupDatabase, testConnection } from "@/lib/system/actions";
import { ActionButton } from "../action-button";

const CREATES = [
  "A posts table with SEO fields",
  "Categories and tags tables",
  "Sample categories and tags",
  "2 sample posts",
  "Indexes and triggers",
  "Row-level security policies",
];

/** SPEC: shown instead of the dashboard when analytics cannot load (unreachable or unmigrated database). */
export function SetupRequired({ reason }: { reason?: string }) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="text-slate-600">Database setup required</p>
      </header>
      <section className="max-w-2xl rounded-xl border border-amber-200 bg-amber-50 p-6">
        <div className="flex items-center gap-3">
          <Icon name="Database" className="size-6 text-amber-700" />
          <h2 className="text-lg font-semibold text-amber-900">Blog Database Setup Required</h2>
        </div>
        {reason ? <p className="mt-2 text-sm text-amber-900">{reason}</p> : null}
        <p className="mt-4 text-sm text-slate-700">Setup creates:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700">
          {CREATES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-500">
          Here the tables, indexes and triggers come from the database migrations and access is checked on the
          server: setup applies any missing migration and loads the sample data.
        </p>
        <div className="mt-6 flex flex-wrap items-start gap-4">
          <ActionButton
            action={setupDatabase}
            label="Setup Database"
            pendingLabel="Setting Up..."
            variant="primary"
          />
          <ActionButton action={testConnection} label="Test Connection" pendingLabel="Testing..." />
        </div>
      </section>
    </div>
  );
}
