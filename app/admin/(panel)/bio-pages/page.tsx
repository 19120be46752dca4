import type { Metadata } from "next";
import { FieldActionButton } from "@/components/admin/field-action-button";
import { Badge } from "@/components/ui/badge";
import { inputClass } from "@/components/ui/field";
import { requireAdmin } from "@/lib/auth/session";
import { setPageDisabledAction } from "@/lib/biolinks/admin-actions";
import { listAllPages } from "@/lib/biolinks/admin-queries";
import { publicPath } from "@/lib/biolinks/paths";
import { pageStatus, STATUS_LABELS } from "@/lib/biolinks/status";

export const metadata: Metadata = { title: "Bio pages" };

export default async function BioPagesAdminPage({ searchParams }: PageProps<"/admin/bio-pages">) {
  await requireAdmin();
  const q = String((await searchParams).q ?? "").slice(0, 100) || undefined;
  const pages = await listAllPages({ q });
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Bio pages</h1>
        <p className="text-slate-600">
          Every link-in-bio page. A disabled page answers 404 whatever its owner does.
        </p>
      </header>
      <form role="search" className="flex max-w-md gap-2">
        <label htmlFor="q" className="sr-only">
          Search pages
        </label>
        <input
          id="q"
          name="q"
          defaultValue={q}
          placeholder="Search by address, title or owner..."
          className={inputClass}
        />
      </form>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th className="py-2">Page</th>
            <th className="py-2">Owner</th>
            <th className="py-2">Status</th>
            <th className="py-2 text-right">Views</th>
            <th className="py-2 text-right">Clicks</th>
            <th className="py-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => {
            const status = pageStatus(p, p.ownerVerified);
            return (
              <tr key={p.id} className="border-b border-slate-100">
                <td className="py-2">
                  <a href={publicPath(p.slug)} className="text-brand-700 underline">
                    /l/{p.slug}
                  </a>{" "}
                  {p.title}
                </td>
                <td className="py-2">{p.ownerEmail}</td>
                <td className="py-2">
                  <Badge
                    className={
                      status === "disabled" ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-800"
                    }
                  >
                    {STATUS_LABELS[status]}
                  </Badge>
                </td>
                <td className="py-2 text-right">{p.views}</td>
                <td className="py-2 text-right">{p.clicks}</td>
                <td className="py-2">
                  <FieldActionButton
                    action={setPageDisabledAction}
                    fields={{ pageId: p.id, disabled: String(!p.disabledAt) }}
                    label={`${p.disabledAt ? "Enable" : "Disable"} /l/${p.slug}`}
                    pendingLabel="Saving..."
                    variant={p.disabledAt ? "secondary" : "danger"}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {pages.length === 0 ? <p className="text-sm text-slate-600">No pages found</p> : null}
    </div>
  );
}
