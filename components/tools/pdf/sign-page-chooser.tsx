"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";

/** Which page to show (to sign, to crop): previous and next, or its number typed. */
export function SignPageChooser({
  page,
  pageCount,
  onPage,
  label = "Page to sign",
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page === 0}>
        Previous page
      </Button>
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="number"
          min={1}
          max={pageCount}
          value={page + 1}
          // While a number is half typed (or cleared) the page stays; a whole one in range goes there.
          onChange={(e) => {
            const typed = e.target.valueAsNumber;
            if (Number.isInteger(typed) && typed >= 1 && typed <= pageCount) onPage(typed - 1);
          }}
          className="block w-24 rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page === pageCount - 1}>
        Next page
      </Button>
      <p className="pb-2 text-sm text-slate-600" aria-live="polite">
        Page {page + 1} of {pageCount}
      </p>
    </div>
  );
}
