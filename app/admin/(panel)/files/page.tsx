import type { Metadata } from "next";
import { FilesTable } from "@/components/admin/files/files-table";
import { EmptyState } from "@/components/ui/empty-state";
import { requireAdmin } from "@/lib/auth/session";
import { listStoredFiles } from "@/lib/files/queries";

export const metadata: Metadata = { title: "Files" };

export default async function FilesPage() {
  await requireAdmin();
  const files = await listStoredFiles();
  const orphans = files.filter((file) => file.usages.length === 0).length;
  return (
    <div className="max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Files</h1>
        <p className="text-slate-600">
          Uploaded images and ebook files, and what uses each. Files nothing uses can be deleted.
          {files.length > 0 ? ` ${files.length} stored, ${orphans} not used.` : ""}
        </p>
      </header>
      {files.length === 0 ? <EmptyState title="No uploaded files yet" /> : <FilesTable files={files} />}
    </div>
  );
}
