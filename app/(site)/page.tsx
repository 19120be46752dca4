import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-20 text-center">
      <span className="inline-block rounded-full bg-brand-50 px-4 py-1 text-sm font-medium text-brand-700">
        20+ free AI tools
      </span>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
        Create better content, faster, for free
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
        Captions, hashtags, bios, blog posts, video scripts, images and SEO helpers, plus guides and free
        ebooks for creators. No account, no payment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/tools" className={buttonClass("primary", "px-6 py-3 text-base")}>
          Explore the tools
        </Link>
        <Link href="/blog" className={buttonClass("secondary", "px-6 py-3 text-base")}>
          Read the blog
        </Link>
      </div>
    </main>
  );
}
