import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";

export default function PostNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-bold">Post not found</h1>
      <p className="text-slate-600">This post does not exist, or it is not published.</p>
      <Link href="/blog" className={buttonClass()}>
        Back to the blog
      </Link>
    </main>
  );
}
