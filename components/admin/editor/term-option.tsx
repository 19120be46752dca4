"use client";

import { ComboboxOption } from "@headlessui/react";
import { cn } from "@/components/ui/cn";

export function Dot({ color }: { color: string }) {
  return <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden />;
}

/** One suggestion in a term combobox: highlighted while the arrow keys rest on it. */
export function TermOption<T>({ value, color, children }: { value: T; color?: string; children: string }) {
  return (
    <ComboboxOption
      value={value}
      className={({ focus, selected }) =>
        cn(
          "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm",
          focus && "bg-brand-50 text-brand-800",
          selected && "font-semibold",
        )
      }
    >
      {color ? <Dot color={color} /> : null}
      {children}
    </ComboboxOption>
  );
}

/**
 * Keeps Enter inside a combobox from submitting the post form: with the list open Headless UI picks the
 * highlighted option, and with it closed (or nothing highlighted) Enter must do nothing at all.
 */
export function swallowEnter(event: React.KeyboardEvent) {
  if (event.key === "Enter") event.preventDefault();
}
