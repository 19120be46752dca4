/**
 * Skeleton while the dashboard loads its data (SPEC §4: the dashboard's loading state). The dashboard's
 * alone: a loading boundary above a page streams its 200 before the page can call notFound(), so an edit
 * screen for a post, ebook or issue that does not exist would answer 200 instead of 404.
 */
export default function AdminLoading() {
  return (
    <div className="animate-pulse space-y-8" aria-busy="true" aria-label="Loading">
      <div className="space-y-2">
        <div className="h-7 w-48 rounded bg-slate-200" />
        <div className="h-4 w-80 rounded bg-slate-200" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-28 rounded-xl bg-slate-200" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="h-64 rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
