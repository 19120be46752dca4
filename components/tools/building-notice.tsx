import { Link } from "@/components/ui/link";
import { isUsableHere } from "@/lib/tools/availability";
import { getTool } from "@/lib/tools/registry";
import type { Tool, ToolInfo } from "@/lib/tools/types";

/** For tools whose working screen has its own issue: say so plainly and point to tools that work now. */
export function BuildingNotice({ tool }: { tool: ToolInfo }) {
  const related = (tool.related ?? [])
    .map(getTool)
    .filter((t): t is Tool => t !== undefined && isUsableHere(t));
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950" role="status">
      <h2 className="font-semibold">This tool is being built</h2>
      <p className="mt-2 text-sm">
        The {tool.name} is not ready to use yet. Until it is, try{" "}
        {related.map((t, i) => (
          <span key={t.slug}>
            {i > 0 ? (i === related.length - 1 ? " or " : ", ") : ""}
            <Link href={`/tool/${t.slug}`} className="font-medium underline">
              {t.name}
            </Link>
          </span>
        ))}
        {related.length === 0 ? (
          <Link href="/tools" className="font-medium underline">
            another free tool
          </Link>
        ) : null}
        .
      </p>
      {tool.fields.length > 0 ? (
        <p className="mt-2 text-sm">
          It will ask for: {tool.fields.map((f) => `${f.label}${f.required ? "" : " (optional)"}`).join(", ")}
          .
        </p>
      ) : null}
    </div>
  );
}
