import { Link } from "@/components/ui/link";
import { dashboardPath } from "@/lib/biolinks/paths";

/** The top of a page's own screen in the dashboard (editor, statistics, subscribers, domain): the way back. */
export function ScreenHeader({ title }: { title: string }) {
  return (
    <header className="space-y-1">
      <Link href={dashboardPath()} className="text-sm text-brand-700 hover:underline">
        ← Dashboard
      </Link>
      <h1 className="text-3xl font-bold">{title}</h1>
    </header>
  );
}
