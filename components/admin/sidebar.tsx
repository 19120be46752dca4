"use client";

import { ChevronsLeft, ChevronsRight } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "@/components/ui/cn";
import { AdminNav } from "./admin-nav";

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

/** The admin's sidebar from md up (collapsible to icons); small screens get AdminDrawer instead. */
export function Sidebar({ email }: { email: string }) {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => false);
  return (
    <aside
      className={cn(
        "sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-slate-900 text-slate-100 transition-[width] md:flex",
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
      <AdminNav email={email} collapsed={collapsed} />
    </aside>
  );
}
