import type { Metadata } from "next";
import { AdminDrawer } from "@/components/admin/admin-drawer";
import { Sidebar } from "@/components/admin/sidebar";
import { requireAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { robots: { index: false } };
// The session decides everything here: never prerender, never cache.
export const dynamic = "force-dynamic";

export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const session = await requireAdmin();
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <Sidebar email={session.user.email} />
      <AdminDrawer email={session.user.email} />
      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">{children}</main>
    </div>
  );
}
