import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/lib/icons/set";
import Link from "next/link";
import { Panel } from "./panel";

const actions: { href: string; label: string; icon: IconName }[] = [
  { href: "/admin/posts/new", label: "New Post", icon: "FilePlus" },
  { href: "/admin/posts", label: "All Posts", icon: "ListChecks" },
  { href: "/admin/categories", label: "Categories", icon: "FolderTree" },
  { href: "/admin/tags", label: "Tags", icon: "Tags" },
];

export function QuickActions() {
  return (
    <Panel title="Quick Actions">
      <ul className="grid grid-cols-2 gap-3">
        {actions.map((a) => (
          <li key={a.href}>
            <Link
              href={a.href}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-3 text-sm font-medium hover:bg-slate-50"
            >
              <Icon name={a.icon} className="size-4 text-brand-600" />
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
