import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ToolCard } from "@/components/tools/tool-card";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { cn } from "@/components/ui/cn";
import { CATEGORY_LABELS, isCategory, searchTools, TOOL_COUNT, toolsByCategory } from "@/lib/tools/registry";
import { TOOL_CATEGORIES } from "@/lib/tools/types";
import { formatCount } from "@/lib/format";
import { TOOLS_PATH } from "@/lib/tools/paths";
import { pageMetadata } from "@/lib/page-metadata";

/** Shared by /tools and its search results (whose canonical URL is /tools). */
export const toolCatalogMetadata: Metadata = pageMetadata({
  title: "Free AI Tools",
  description: `${TOOL_COUNT} free AI content tools: captions, hashtags, bios, blog posts, video scripts, images, SEO helpers and PDF tools. No account needed.`,
  path: TOOLS_PATH,
});

/** The catalogue: every tool, or those matching a search `q` and/or a category. */
export function ToolCatalog({ q = "", category = "" }: { q?: string; category?: string }) {
  const active = isCategory(category) ? category : undefined;
  const found = searchTools(q, active);
  const groups = toolsByCategory(found);
  const allCounts = Object.fromEntries(toolsByCategory().map((g) => [g.category, g.tools.length]));
  const href = (c?: string) => {
    const sp = new URLSearchParams({ ...(q ? { q } : {}), ...(c ? { category: c } : {}) });
    return sp.size ? `${TOOLS_PATH}?${sp}` : TOOLS_PATH;
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Free AI Tools</h1>
      <p className="mt-2 text-slate-600">
        {TOOL_COUNT} tools for creators, marketers and writers. Free, no account needed.
      </p>

      <form action={TOOLS_PATH} method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="tool-search" className="sr-only">
          Search tools
        </label>
        <input
          id="tool-search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search tools…"
          className={inputClass}
        />
        {active ? <input type="hidden" name="category" value={active} /> : null}
        <button type="submit" className={buttonClass("primary")}>
          Search
        </button>
      </form>

      {/* Plain links: /tools is static and a filter is rewritten to /tools/search by its query (next.config),
          which the client router does not always apply, so a chip could show the unfiltered page. */}
      <nav aria-label="Tool categories" className="mt-6 flex flex-wrap gap-2">
        {[undefined, ...TOOL_CATEGORIES].map((c) => (
          <a
            key={c ?? "all"}
            href={href(c)}
            aria-current={c === active ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              c === active
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 text-slate-700 hover:bg-slate-50",
            )}
          >
            {c ? CATEGORY_LABELS[c] : "All tools"} ({c ? allCounts[c] : TOOL_COUNT})
          </a>
        ))}
      </nav>

      <p className="mt-6 text-sm text-slate-600" role="status">
        {q ? `${formatCount(found.length, "tool")} matching “${q}”` : formatCount(found.length, "tool")}
      </p>

      {groups.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium">No tools match your search.</p>
          <Link href={TOOLS_PATH} className="mt-2 inline-block text-brand-700 underline">
            Show all tools
          </Link>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.category} aria-labelledby={`cat-${group.category}`} className="mt-10">
            <h2 id={`cat-${group.category}`} className="text-xl font-semibold">
              {CATEGORY_LABELS[group.category]} <span className="text-slate-500">({group.tools.length})</span>
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.tools.map((tool) => (
                <ToolCard key={tool.slug} tool={tool} />
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}
