"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { importSubscribersAction, type ImportState } from "@/lib/biolinks/import/actions";
import { subscribersPath } from "@/lib/biolinks/paths";
import { formatNumber } from "@/lib/format";
import { formatBytes } from "@/lib/http/body-limits";

type Report = Extract<NonNullable<ImportState>, { report: unknown }>["report"];

/**
 * "Import an existing list": a CSV file, the creator's word that these people agreed, and whether they
 * get a confirmation e-mail. The server action is the form's own, so it posts as plain HTML before React
 * has hydrated the page (multipart, with the file).
 */
export function SubscriberImportForm({
  slug,
  maxBytes,
  maxRows,
}: {
  slug: string;
  maxBytes: number;
  maxRows: number;
}) {
  const [state, action, pending] = useActionState<ImportState, FormData>(importSubscribersAction, null);
  const failed = state && !state.ok ? state : null;
  const report = state?.ok && "report" in state ? state.report : null;
  const alreadyConfirmed = failed?.values?.confirmation === "confirmed";
  return (
    <div className="space-y-6">
      <form action={action} className="space-y-5" aria-label="Import subscribers">
        <input type="hidden" name="slug" value={slug} />
        <div className="space-y-1">
          <label htmlFor="import-file" className="block text-sm font-medium text-slate-700">
            CSV file
          </label>
          <input
            id="import-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-describedby="import-file-hint"
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2"
          />
          <p id="import-file-hint" className="text-xs text-slate-600">
            {`An export from Mailchimp, Kit or Substack, or any sheet saved as CSV, up to ${formatBytes(maxBytes)} and ${formatNumber(maxRows)} rows. The column of addresses is found by its name ("Email", "Email Address") or, without a header, by its first address. Addresses already on your list are left as they are.`}
          </p>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Confirmation</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="confirmation" value="send" defaultChecked={!alreadyConfirmed} />
            <span>
              Send each a confirmation e-mail (recommended)
              <span className="block text-xs text-slate-600">
                They join your list when they follow its link; unconfirmed addresses are deleted after 7 days.
              </span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="confirmation" value="confirmed" defaultChecked={alreadyConfirmed} />
            <span>They already confirmed their subscription with me</span>
          </label>
        </fieldset>

        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="consent" required />
          <span>These people gave me permission to e-mail them, and I can show when and how.</span>
        </label>

        <p className="text-xs text-slate-600">
          Every address imported counts against the addresses your newsletters may reach in 24 hours.
        </p>

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={pending}>
            {pending ? "Importing..." : "Import"}
          </Button>
          <Link href={subscribersPath(slug)} className="text-sm text-brand-700 hover:underline">
            Back to subscribers
          </Link>
        </div>
      </form>

      <div aria-live="polite" className="space-y-4">
        {failed ? <Alert tone="error">{failed.message}</Alert> : null}
        {report ? <ImportResult report={report} /> : null}
      </div>
    </div>
  );
}

function ImportResult({ report }: { report: Report }) {
  const more = report.refused - report.refusals.length;
  return (
    <section aria-labelledby="import-result-heading" className="space-y-3">
      <h2 id="import-result-heading" className="text-xl font-semibold">
        Import done
      </h2>
      <Alert tone="success">
        {`${formatNumber(report.added)} added · ${formatNumber(report.merged)} merged · ${formatNumber(report.refused)} refused. `}
        {report.added === 0
          ? null
          : report.mailed
            ? "Each new address gets a confirmation e-mail in the next few minutes and joins your list when confirmed."
            : "The new addresses are on your list as confirmed."}
      </Alert>
      {report.refused > 0 ? (
        <>
          <h3 className="font-semibold">Refused rows</h3>
          <ul className="space-y-1 text-sm">
            {report.refusals.map((refusal) => (
              <li key={refusal.line}>{`Line ${refusal.line}: ${refusal.reason}`}</li>
            ))}
          </ul>
          {more > 0 ? <p className="text-sm text-slate-600">{`and ${formatNumber(more)} more`}</p> : null}
        </>
      ) : null}
    </section>
  );
}
