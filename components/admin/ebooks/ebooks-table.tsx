import { Icon } from "@/components/icons/icon";
import Link from "next/link";
import { Badge, ColorChip } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { deleteEbookAction, toggleEbookFeaturedAction, toggleEbookStatusAction } from "@/lib/ebooks/actions";
import { EBOOK_MESSAGES, EBOOK_STATUS_BADGE_CLASSES, EBOOK_STATUS_LABELS } from "@/lib/ebooks/constants";
import type { AdminEbookRow } from "@/lib/ebooks/queries";
import { formatDate, formatNumber } from "@/lib/format";
import { RowAction } from "./row-action";

export function EbooksTable({ ebooks }: { ebooks: AdminEbookRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Ebook
            </th>
            <th scope="col" className="px-4 py-3">
              Category
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Downloads
            </th>
            <th scope="col" className="px-4 py-3">
              Created
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ebooks.map((ebook) => (
            <tr key={ebook.id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                <span className="flex items-center gap-2">
                  {ebook.featured ? (
                    <span role="img" aria-label="Featured" title="Featured">
                      <Icon name="Star" className="size-4 shrink-0 fill-amber-400 text-amber-400" />
                    </span>
                  ) : null}
                  {ebook.title}
                </span>
                <span className="block text-xs font-normal text-slate-500">/ebooks/{ebook.slug}</span>
              </th>
              <td className="whitespace-nowrap px-4 py-3">
                {ebook.categoryName ? (
                  <ColorChip color={ebook.categoryColor}>{ebook.categoryName}</ColorChip>
                ) : (
                  "—"
                )}
              </td>
              <td className="px-4 py-3">
                <Badge className={EBOOK_STATUS_BADGE_CLASSES[ebook.status]}>
                  {EBOOK_STATUS_LABELS[ebook.status]}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatNumber(ebook.downloads)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(ebook.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex items-center justify-end gap-1">
                  <RowAction
                    action={toggleEbookFeaturedAction}
                    id={ebook.id}
                    label={`${ebook.featured ? "Remove from featured" : "Mark as featured"}: ${ebook.title}`}
                  >
                    <Icon
                      name="Star"
                      className={cn(
                        "size-4",
                        ebook.featured ? "fill-amber-400 text-amber-500" : "text-slate-500",
                      )}
                    />
                  </RowAction>
                  <RowAction
                    action={toggleEbookStatusAction}
                    id={ebook.id}
                    label={`${ebook.status === "published" ? "Unpublish" : "Publish"}: ${ebook.title}`}
                  >
                    {ebook.status === "published" ? (
                      <Icon name="EyeOff" className="size-4 text-slate-600" />
                    ) : (
                      <Icon name="Eye" className="size-4 text-green-700" />
                    )}
                  </RowAction>
                  <Link
                    href={`/admin/ebooks/edit/${ebook.id}`}
                    aria-label={`Edit: ${ebook.title}`}
                    title={`Edit: ${ebook.title}`}
                    className="rounded p-1.5 text-brand-700 hover:bg-slate-100"
                  >
                    <Icon name="Pencil" className="size-4" />
                  </Link>
                  <RowAction
                    action={deleteEbookAction}
                    id={ebook.id}
                    label={`Delete: ${ebook.title}`}
                    confirmText={EBOOK_MESSAGES.confirmDelete(ebook.title)}
                  >
                    <Icon name="Trash2" className="size-4 text-red-600" />
                  </RowAction>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
