import { Link } from "@/components/ui/link";
import { missingSetup } from "@/lib/tools/availability";
import { isReady } from "@/lib/tools/registry";
import type { Tool } from "@/lib/tools/types";
import { Icon } from "@/components/icons/icon";

export function ToolCard({ tool }: { tool: Tool }) {
  const missing = missingSetup(tool);
  return (
    <li className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={tool.icon} className="size-5" />
        </span>
        <h3 className="font-semibold text-slate-900">
          <Link href={`/tool/${tool.slug}`} className="after:absolute after:inset-0">
            {tool.name}
          </Link>
        </h3>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600">{tool.description}</p>
      {/* The link-in-bio creator is the account feature, not a generator: it is never "being built". */}
      {isReady(tool) || tool.kind === "biolink" ? null : (
        <span className="mt-3 inline-block self-start rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">
          Being built
        </span>
      )}
      {missing ? (
        <span className="mt-3 inline-block self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {missing.charAt(0).toUpperCase() + missing.slice(1)}
        </span>
      ) : null}
    </li>
  );
}
