import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="max-w-md text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="flex gap-3">
        <Link href="/" className={buttonClass()}>
          Go to the home page
        </Link>
        <Link href="/tools" className={buttonClass("secondary")}>
          Browse the tools
        </Link>
      </div>
    </main>
  );
}
