import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";

/** The frame of the sign-in, forgot-password and reset-password pages (outside the main layout). */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm space-y-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Link href="/" className="flex items-center justify-center gap-2 text-xl font-bold">
          <Icon name="Sparkles" className="size-6 text-brand-600" />
          Creatorkit
        </Link>
        <h1 className="text-center text-2xl font-bold">{title}</h1>
        {children}
        <p className="text-center text-sm">
          <Link href="/" className="text-brand-600 hover:underline">
            ← Back to website
          </Link>
        </p>
      </div>
    </main>
  );
}
