import { Icon } from "@/components/icons/icon";
import Form from "next/form";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClass } from "@/components/ui/field";
import type { listPublicTerms } from "@/lib/blog/public-queries";
import { MAX_SEARCH_LENGTH } from "@/lib/blog/public-validation";
import { termHref } from "./term-chip";

export interface ActiveFilter {
  kind?: "category" | "tag";
  slug?: string;
  q?: string;
}

type Terms = Awaited<ReturnType<typeof listPublicTerms>>;

function TermLinks({
  kind,
  terms,
  active,
}: {
  kind: "category" | "tag";
  terms: Terms["categories"];
  active: ActiveFilter;
}) {
  if (terms.length === 0) return null;
  const label = kind === "category" ? "Categories" : "Tags";
  return (
    <nav aria-label={label}>
      <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</h2>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => {
          const current = active.kind === kind && active.slug === term.slug;
          return (
            <li key={term.slug}>
              <Link
                href={termHref(kind, term.slug)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm",
                  current
                    ? "border-brand-600 bg-brand-50 text-brand-700"
                    : "border-slate-200 hover:bg-slate-50",
                )}
              >
                <span className="size-2 rounded-full" style={{ backgroundColor: term.color }} aria-hidden />
                {kind === "tag" ? `#${term.name}` : term.name}
                <span className="text-xs text-slate-500">{term.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Search (a plain GET form, so it works without JavaScript) and the category and tag links. */
export function BlogFilters({ terms, active }: { terms: Terms; active: ActiveFilter }) {
  const filtered = Boolean(active.kind || active.q);
  return (
    <div className="space-y-5">
      <Form action="/blog/search" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="blog-search" className="sr-only">
          Search posts
        </label>
        <input
          id="blog-search"
          name="q"
          type="search"
          defaultValue={active.q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search posts..."
          className={inputClass}
        />
        <button type="submit" className={buttonClass("primary")}>
          <Icon name="Search" className="size-4" />
          Search
        </button>
      </Form>
      <TermLinks kind="category" terms={terms.categories} active={active} />
      <TermLinks kind="tag" terms={terms.tags} active={active} />
      {filtered ? (
        <Link href="/blog" className="inline-block text-sm font-medium text-brand-700 hover:underline">
          Show all posts
        </Link>
      ) : null}
    </div>
  );
}
