"use client";

import { ChevronsLeft, ChevronsRight, LogOut } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { signOut } from "@/lib/auth/actions";
import { cn } from "@/components/ui/cn";
import { adminNav } from "./nav-items";

const KEY = "creatorkit.sidebar-collapsed";
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readCollapsed = () => localStorage.getItem(KEY) === "1";
const toggleCollapsed = () => {
  localStorage.setItem(KEY, readCollapsed() ? "0" : "1");
  listeners.forEach((l) => l());
};

export function Sidebar({ email }: { email: string }) {
  const pathname = usePathname();
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => false);
  return (
    <aside
      className={cn(
        "sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-slate-900 text-slate-100 transition-[width]",
        collapsed ? "w-16" : "w-60",
      )}
      aria-label="Admin navigation"
    >
      <div className="flex items-center justify-between px-3 py-4">
        {collapsed ? null : <span className="text-lg font-bold">Creatorkit Admin</span>}
        <button
          type="button"
          onClick={toggleCollapsed}
          className="rounded p-1 hover:bg-slate-800"
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          aria-expanded={!collapsed}
        >
          {collapsed ? <ChevronsRight className="size-5" /> : <ChevronsLeft className="size-5" />}
        </button>
      </div>
      <nav className="flex-1 space-y-6 overflow-y-auto px-2">
        {adminNav.map((group) => (
          <div key={group.title}>
            {collapsed ? null : (
              <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
                {group.title}
              </p>
            )}
            <ul className="space-y-1">
              {group.items.map((item) => {
                const active = pathname === item.href;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      title={collapsed ? `${group.title}: ${item.label}` : undefined}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-slate-800",
                        active && "bg-slate-800 font-medium text-white",
                      )}
                    >
                      <item.icon className="size-4 shrink-0" aria-hidden />
                      {collapsed ? <span className="sr-only">{item.label}</span> : item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <form action={signOut} className="border-t border-slate-800 p-2">
        <input type="hidden" name="from" value="admin" />
        {collapsed ? null : <p className="truncate px-2 pb-2 text-xs text-slate-400">{email}</p>}
        <button
          type="submit"
          className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-slate-800"
        >
          <LogOut className="size-4" aria-hidden />
          {collapsed ? <span className="sr-only">Sign Out</span> : "Sign Out"}
        </button>
      </form>
    </aside>
  );
}
