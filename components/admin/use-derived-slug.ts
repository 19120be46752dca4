"use client";

import { useState } from "react";
import { slugify } from "@/lib/blog/slug";

/**
 * SPEC §5: the slug is generated from the title (or name) while it is empty or has not been typed by
 * hand. An existing record's slug counts as typed, so editing its title does not move its URL.
 */
export function useDerivedSlug(initial: string | undefined) {
  const [slug, setSlug] = useState(initial ?? "");
  const [typed, setTyped] = useState(Boolean(initial));
  return {
    slug,
    /** Call with the new title or name. */
    follow(source: string) {
      if (!typed || !slug) setSlug(slugify(source));
    },
    /** Call with what the user typed into the slug field. */
    type(value: string) {
      setSlug(value);
      setTyped(value !== "");
    },
  };
}
