import { Link } from "@/components/ui/link";
import { ColorChip } from "@/components/ui/badge";
import type { TermRef } from "@/lib/blog/embed";

export function termHref(kind: "category" | "tag", slug: string): string {
  return `/blog/${kind}/${slug}`;
}

/** A category or tag chip in its colour, linking to its listing. */
export function TermChip({
  kind,
  term,
}: {
  kind: "category" | "tag";
  term: Pick<TermRef, "name" | "slug" | "color">;
}) {
  return (
    <Link href={termHref(kind, term.slug)} className="rounded-full hover:opacity-80">
      <ColorChip color={term.color}>{kind === "tag" ? `#${term.name}` : term.name}</ColorChip>
    </Link>
  );
}
