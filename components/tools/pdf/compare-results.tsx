"use client";

import { useEffect, useState } from "react";
import { type CompareResult, type ComparedPage, pageDiffers, pageTitle } from "@/lib/pdf/compare/result";

/** "Pages 1 and 3 (now 4) are": the unchanged pages by their number in the original. */
function samePages(pages: ComparedPage[]): string {
  const names = pages.map((p) =>
    p.original === p.changed ? `${p.original}` : `${p.original} (now ${p.changed})`,
  );
  return names.length === 1
    ? `Page ${names[0]} is`
    : `Pages ${names.slice(0, -1).join(", ")} and ${names.at(-1)} are`;
}

/** The overlays' object URLs by output name, made and revoked together (as in JobDownloads). */
function useOverlayUrls(result: CompareResult): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    const made = Object.fromEntries(
      result.outputs
        .filter((o) => o.name.endsWith(".png"))
        .map((o) => [o.name, URL.createObjectURL(new Blob([o.bytes as BlobPart], { type: "image/png" }))]),
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- object URLs are a browser resource: made and freed here together
    setUrls(made);
    return () => Object.values(made).forEach((url) => URL.revokeObjectURL(url));
  }, [result]);
  return urls;
}

function PageChanges({ page, overlay }: { page: ComparedPage; overlay?: string }) {
  const title = pageTitle(page);
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {page.text.length > 0 ? (
        <p className="leading-relaxed whitespace-pre-wrap text-slate-800">
          {page.text.map((change, i) =>
            change.kind === "removed" ? (
              <del key={i} className="mx-0.5 bg-red-100 px-0.5 text-red-800">
                {change.text}
              </del>
            ) : change.kind === "added" ? (
              <ins key={i} className="mx-0.5 bg-green-100 px-0.5 text-green-800 no-underline">
                {change.text}
              </ins>
            ) : (
              <span key={i}>{change.text}</span>
            ),
          )}
        </p>
      ) : page.original !== undefined && page.changed !== undefined ? (
        <p className="text-sm text-slate-700">The words are the same; the page looks different.</p>
      ) : null}
      {overlay ? (
        // eslint-disable-next-line @next/next/no-img-element -- an object URL made on this device, not an optimisable asset
        <img
          src={overlay}
          alt={`${title} overlaid: the original faded, red where only the original has ink, green where only the changed file has.`}
          className="w-full max-w-xl rounded border border-slate-200"
        />
      ) : null}
    </section>
  );
}

/** What Compare found: the summary, the pages that are the same, and each differing page's changes. */
export function CompareResults({ result }: { result: CompareResult }) {
  const urls = useOverlayUrls(result);
  const differing = result.pages.filter(pageDiffers);
  const same = result.pages.filter((p) => !pageDiffers(p));
  return (
    <section aria-labelledby="compare-results" className="space-y-4">
      <h2 id="compare-results" className="text-lg font-semibold text-slate-900">
        Differences
      </h2>
      {differing.length > 0 ? (
        <p className="text-sm text-slate-700">
          <del className="bg-red-100 text-red-800">Removed words</del> and{" "}
          <ins className="bg-green-100 text-green-800 no-underline">added words</ins> are marked in the text.
          In the overlays, red is what only the original has and green what only the changed file has.
        </p>
      ) : null}
      {same.length > 0 && differing.length > 0 ? (
        <p className="text-sm text-slate-700">{samePages(same)} the same in both files.</p>
      ) : null}
      {differing.map((page) => (
        <PageChanges
          key={`${page.original}-${page.changed}`}
          page={page}
          overlay={page.overlay ? urls[page.overlay] : undefined}
        />
      ))}
    </section>
  );
}
