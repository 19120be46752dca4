"use client";

import type { Block } from "@/lib/biolinks/blocks";
import { BioPageView, type BioPageContent } from "../bio-page-view";

/** The page as visitors see it now, in a phone-sized frame; updated on every keystroke, before saving. */
export function PhonePreview({ page }: { page: BioPageContent }) {
  return (
    <figure aria-label="Preview" className="sticky top-4">
      <div className="mx-auto h-[640px] w-[320px] overflow-hidden rounded-[2.5rem] border-[10px] border-slate-900 bg-white shadow-xl">
        <div className="h-full overflow-y-auto" inert>
          <BioPageView page={page} linkHref={(block: Block) => ("url" in block ? block.url : "#")} />
        </div>
      </div>
      <figcaption className="mt-2 text-center text-xs text-slate-600">
        Preview: what visitors see now
      </figcaption>
    </figure>
  );
}
