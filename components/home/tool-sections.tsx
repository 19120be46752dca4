import { Link } from "@/components/ui/link";
import { ToolCard } from "@/components/tools/tool-card";
import { Icon } from "@/components/icons/icon";
import { isUsableHere } from "@/lib/tools/availability";
import { getTool } from "@/lib/tools/registry";
import type { Tool } from "@/lib/tools/types";
import { audiences, featuredToolSlugs } from "./home-content";

// Promoted lists name only tools a visitor can use here (lib/tools/availability.ts).
const resolve = (slugs: readonly string[]): Tool[] =>
  slugs.map(getTool).filter((t): t is Tool => t !== undefined && isUsableHere(t));

export function FeaturedTools() {
  return (
    <section aria-labelledby="popular-tools" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="popular-tools" className="text-3xl font-bold">
            Popular tools
          </h2>
          <p className="mt-2 text-slate-600">The ones creators open most.</p>
        </div>
        <Link href="/tools" className="font-medium text-brand-700 hover:underline">
          See all tools →
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {resolve(featuredToolSlugs).map((tool) => (
          <ToolCard key={tool.slug} tool={tool} />
        ))}
      </ul>
    </section>
  );
}

export function QuickStart() {
  return (
    <section aria-labelledby="quick-start" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="quick-start" className="text-3xl font-bold">
          Start with what you do
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {audiences.map((audience) => (
            <article
              key={audience.name}
              aria-label={audience.name}
              className="rounded-xl border border-slate-200 bg-white p-6"
            >
              <h3 className="text-xl font-semibold">{audience.name}</h3>
              <p className="mt-1 text-slate-600">{audience.text}</p>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {resolve(audience.slugs).map((tool) => (
                  <li key={tool.slug}>
                    <Link
                      href={`/tool/${tool.slug}`}
                      className="flex items-center gap-2 rounded-lg p-2 text-sm font-medium hover:bg-brand-50"
                    >
                      <Icon name={tool.icon} className="size-4 text-brand-600" />
                      {tool.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
