import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { formatBytes } from "@/lib/http/body-limits";
import type { StoredFileRow } from "@/lib/files/queries";
import { DeleteFileButton } from "./delete-file-button";

export function FilesTable({ files }: { files: StoredFileRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              File
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Size
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Stored
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Used by
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {files.map((file) => (
            <tr key={file.key} aria-label={`File ${file.key}`}>
              <td className="px-4 py-3 font-mono text-xs">
                <a href={file.url} className="text-brand-700 hover:underline" target="_blank" rel="noopener">
                  {file.key}
                </a>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatBytes(file.size)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(file.modifiedAt)}</td>
              <td className="px-4 py-3">
                {file.usages.length === 0 ? (
                  <Badge className="bg-amber-100 text-amber-900">Not used</Badge>
                ) : (
                  <ul className="space-y-1">
                    {file.usages.map((usage) => (
                      <li key={`${usage.href}:${usage.label}`}>
                        <Link href={usage.href} className="text-brand-700 hover:underline">
                          {usage.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-4 py-3 text-right">
                {file.usages.length === 0 ? <DeleteFileButton fileKey={file.key} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
