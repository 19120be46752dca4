import { cn } from "@/components/ui/cn";

// Styles long-form copy without the typography plugin: each element the content modules use gets one rule.
export const proseClass = cn(
  "space-y-4 text-base leading-7 text-slate-700",
  "[&_h2]:scroll-mt-24 [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1 [&_li]:marker:text-slate-400",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-600",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
);

const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function ProsePage({
  title,
  intro,
  lastUpdated,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  /** ISO date (YYYY-MM-DD) of the last change to the copy, shown as "Last updated: …". */
  lastUpdated?: string;
  children: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
        {lastUpdated ? (
          <p className="mt-4 text-sm text-slate-500">
            Last updated: <time dateTime={lastUpdated}>{longDate.format(new Date(lastUpdated))}</time>
          </p>
        ) : null}
      </header>
      <div className={cn(proseClass, "mt-8")}>{children}</div>
    </main>
  );
}
