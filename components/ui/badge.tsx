import { cn } from "./cn";

export function Badge({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", className)}
    >
      {children}
    </span>
  );
}

/** A chip in a category's or tag's own colour. */
export function ColorChip({ color, children }: { color: string; children: React.ReactNode }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium"
      style={{ borderColor: `${color}55`, backgroundColor: `${color}14`, color: "#0f172a" }}
    >
      <span className="size-2 rounded-full" style={{ backgroundColor: color }} aria-hidden />
      {children}
    </span>
  );
}
