"use client";

import { LogOut } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "@/lib/auth/actions";
import { cn } from "@/components/ui/cn";
import { adminNav } from "./nav-items";

/** The admin's links (from the `adminNav` data list) and its Sign Out, shared by the sidebar and the drawer. */
export function AdminNav({
  email,
  collapsed = false,
  onNavigate,
}: {
  email: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <>
      <nav aria-label="Admin" className="flex-1 space-y-6 overflow-y-auto px-2">
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
                      onClick={onNavigate}
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
    </>
  );
}
