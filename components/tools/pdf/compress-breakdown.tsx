import type { Breakdown } from "@/lib/pdf/compress/analyze";
import { formatBytes } from "@/lib/pdf/limits";

/** What the chosen PDF is made of, and what the Recommended level should bring it down to. */
export function CompressBreakdown({ name, breakdown }: { name: string; breakdown: Breakdown }) {
  const parts = [
    { label: "Images", bytes: breakdown.images, className: "bg-brand-600" },
    { label: "Fonts", bytes: breakdown.fonts, className: "bg-amber-500" },
    { label: "Everything else", bytes: breakdown.other, className: "bg-slate-400" },
  ];
  const skipped = breakdown.imageCount - breakdown.compressibleImages;
  return (
    <section
      aria-label="What the file is made of"
      className="space-y-2 rounded-xl border border-slate-200 p-4 text-sm"
    >
      <p>
        <span className="font-medium">{name}</span> is {formatBytes(breakdown.total)}.
      </p>
      <div className="flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        {parts.map((p) => (
          <div
            key={p.label}
            className={p.className}
            style={{ width: `${(p.bytes / Math.max(1, breakdown.total)) * 100}%` }}
          />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        {parts.map((p) => (
          <li key={p.label}>
            {p.label}: {formatBytes(p.bytes)}
          </li>
        ))}
      </ul>
      <p className="text-slate-600">
        {breakdown.imageCount === 1 ? "1 image" : `${breakdown.imageCount} images`}
        {skipped > 0 ? `, ${skipped} of a kind left as it is (such as JBIG2, JPEG 2000 or CMYK)` : ""}.
        Expected with Recommended: about {formatBytes(breakdown.expected)}.
      </p>
    </section>
  );
}
