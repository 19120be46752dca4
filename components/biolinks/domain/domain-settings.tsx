import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { expectedRecords, type RecordState } from "@/lib/biolinks/domains/dns-check";
import type { DomainRow } from "@/lib/biolinks/domains/store";
import { LAPSE_AFTER_FAILED_CHECKS, LAPSE_AFTER_HOURS, PENDING_DAYS } from "@/lib/biolinks/domains/store";
import { displayDomain } from "@/lib/biolinks/domains/validation";
import { domainUrl } from "@/lib/biolinks/page-address";
import { AddDomainForm, DomainButtons } from "./domain-forms";

const DAY = 24 * 60 * 60 * 1000;

const STATUS_TEXT: Record<RecordState["status"], string> = {
  ok: "Found",
  missing: "Missing",
  wrong: "Wrong value",
  error: "Not checked",
};
const STATUS_STYLE: Record<RecordState["status"], string> = {
  ok: "bg-green-100 text-green-900",
  missing: "bg-amber-100 text-amber-900",
  wrong: "bg-red-100 text-red-900",
  error: "bg-slate-200 text-slate-900",
};

/** The records to create, for a domain whose first check did not run (its action failed half-way). */
async function unchecked(row: DomainRow): Promise<RecordState[]> {
  const records = await expectedRecords(row.domain, row.token);
  return records.map((record) => ({ ...record, status: "error", found: [], message: "Not checked yet." }));
}

/** A page's own domain: the form to add one, or its DNS records, their state, and what to do next. */
export async function DomainSettings({
  pageId,
  row,
  now,
}: {
  pageId: string;
  row: DomainRow | null;
  now: Date;
}) {
  if (!row) {
    return (
      <section className="space-y-4" aria-labelledby="add-domain">
        <h2 id="add-domain" className="text-xl font-semibold">
          Add your domain
        </h2>
        <p className="text-slate-700">
          Show this page at an address of your own, such as links.yourname.com or yourname.com. You add two
          records at your DNS provider; HTTPS is set up for you.
        </p>
        <AddDomainForm pageId={pageId} />
      </section>
    );
  }
  const shown = displayDomain(row.domain);
  const lapsed = !row.verifiedAt && row.lapsedAt;
  const expired = !row.verifiedAt && now.getTime() - row.createdAt.getTime() > PENDING_DAYS * DAY;
  const records = row.checks?.records ?? (await unchecked(row));
  return (
    <section className="space-y-6" aria-labelledby="domain-name">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="domain-name" className="text-xl font-semibold break-all">
          {shown}
          {shown !== row.domain ? <span className="ml-2 text-sm text-slate-600">({row.domain})</span> : null}
        </h2>
        {row.verifiedAt ? (
          <Badge className="bg-green-100 text-green-900">Connected</Badge>
        ) : lapsed ? (
          <Badge className="bg-red-100 text-red-900">Lapsed</Badge>
        ) : expired ? (
          <Badge className="bg-red-100 text-red-900">Not verified</Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-900">Waiting for DNS</Badge>
        )}
      </div>
      {row.verifiedAt ? (
        <p className="text-slate-700">
          Your page is live at{" "}
          <a href={domainUrl(row.domain)} className="text-brand-700 underline break-all">
            {domainUrl(row.domain)}
          </a>
          . Keep both records: the TXT record proves the domain is yours, and after{" "}
          {LAPSE_AFTER_FAILED_CHECKS} checks over {LAPSE_AFTER_HOURS} hours that find them gone the domain
          stops showing your page.
        </p>
      ) : lapsed ? (
        <p className="text-slate-700">
          This domain stopped showing your page on {lapsed.toUTCString()}: its records were missing or wrong
          for more than {LAPSE_AFTER_HOURS} hours. Put them back, then check now.
        </p>
      ) : (
        <p className="text-slate-700">
          {expired
            ? `We stopped checking after ${PENDING_DAYS} days. Create the records below, then check now.`
            : `Create these records at your DNS provider. We check them every 5 minutes for ${PENDING_DAYS} days; changes can take a few minutes to an hour to show.`}
        </p>
      )}
      {row.verifiedAt && row.failingSince ? (
        <Alert tone="error">
          Your records have not been found since {row.failingSince.toUTCString()}. Put them back: after{" "}
          {LAPSE_AFTER_FAILED_CHECKS} failed checks over {LAPSE_AFTER_HOURS} hours this domain stops showing
          your page.
        </Alert>
      ) : null}
      {row.checks?.message ? <Alert tone="error">{row.checks.message}</Alert> : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">DNS records for {shown}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-4 py-2">Type</th>
              <th className="px-4 py-2">Name</th>
              <th className="px-4 py-2">Value</th>
              <th className="px-4 py-2">Status</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record, i) => (
              <tr key={`${record.type}-${record.name}-${i}`} className="border-t border-slate-100 align-top">
                <td className="px-4 py-2 font-mono">{record.type}</td>
                <td className="px-4 py-2 font-mono break-all">{record.name}</td>
                <td className="px-4 py-2 font-mono break-all">{record.value}</td>
                <td className="space-y-1 px-4 py-2">
                  <Badge className={STATUS_STYLE[record.status]}>{STATUS_TEXT[record.status]}</Badge>
                  <p className="text-xs text-slate-600">{record.message}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">
        {row.checkedAt ? `Last checked ${row.checkedAt.toUTCString()}. ` : ""}
        Some DNS providers want only the part of the name before your own domain (for example
        _creatorkit.links instead of _creatorkit.links.yourname.com).
      </p>
      <DomainButtons pageId={pageId} />
    </section>
  );
}
