import type { ToolInfo } from "@/lib/tools/types";

export function ToolGuide({ tool }: { tool: ToolInfo }) {
  return (
    <div className="mt-12 grid gap-8 md:grid-cols-3">
      <section className="md:col-span-1">
        <h2 className="text-lg font-semibold">What it does</h2>
        <p className="mt-2 text-sm text-slate-700">{tool.guide.explanation}</p>
      </section>
      <section>
        <h2 className="text-lg font-semibold">How to use it</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {tool.guide.howTo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section>
        <h2 className="text-lg font-semibold">Tips</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {tool.guide.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
