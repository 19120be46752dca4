import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { toolCountClaim } from "./home-content";
import { HeroReveal } from "./hero-reveal";

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <HeroReveal>
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Icon name="Sparkles" className="size-4" />
            {toolCountClaim} free AI tools
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Create better content, faster, for free
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Captions, hashtags, bios, blog posts, video scripts, images and SEO helpers, plus guides and free
            ebooks for creators. Free forever: no account, no payment.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/tools" className={buttonClass("primary", "px-6 py-3 text-base")}>
              Explore the tools
            </Link>
            <Link href="/blog" className={buttonClass("secondary", "px-6 py-3 text-base")}>
              Read the blog
            </Link>
          </div>
        </div>
      </HeroReveal>
    </section>
  );
}
