"use client";

import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { signOutInBrowser } from "@/components/site/browser-session";

export function UserMenu({ email, onNavigate }: { email: string; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);

  async function signOut() {
    setError(null);
    const outcome = await signOutInBrowser();
    if (!outcome.ok) {
      // Staying signed in silently would leave the visitor believing they had left (a shared computer).
      setError(`Sign out failed${outcome.message ? `: ${outcome.message}` : ""}. Please try again.`);
      return;
    }
    setOpen(false);
    onNavigate?.();
    router.push("/");
    router.refresh();
  }

  return (
    <div
      ref={ref}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        // Handled here, so a surrounding menu (the phone menu) stays open.
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-haspopup="menu"
        className="flex max-w-56 items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <span className="truncate">{email}</span>
        <Icon name="ChevronDown" className="size-4 shrink-0" />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 z-50 mt-1 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link
            role="menuitem"
            href="/dashboard"
            onClick={() => {
              setOpen(false);
              onNavigate?.();
            }}
            className="block px-4 py-2 text-sm hover:bg-slate-50"
          >
            Dashboard
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={signOut}
            className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50"
          >
            Sign Out
          </button>
          {error ? (
            <p role="alert" className="px-4 py-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
