import type { Metadata } from "next";
import { Sidebar } from "@/components/admin/sidebar";
import { requireAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { robots: { index: false } };
// The session decides everything here: never prerender, never cache.
export const dynamic = "force-dynamic";

export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const session = await requireAdmin();
  return (
    <div className="flex min-h-screen bg-slate-50">
      <Sidebar email={session.user.email} />
      <main className="min-w-0 flex-1 p-6 lg:p-8">{children}</main>
    </div>
  );
}
