"use client";

import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useBrowserSession } from "@/components/site/browser-session";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { mainLinks } from "./nav-links";
import { UserMenu } from "./user-menu";

// The session is read in the browser so public pages stay static and cacheable.
export function Navbar() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const session = useBrowserSession();
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Escape closes the open menu and puts focus back on the button that opened it (WAI-ARIA disclosure).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const account =
    session === undefined ? (
      <span className="h-9 w-20" aria-hidden />
    ) : session ? (
      <UserMenu email={session.user.email} onNavigate={close} />
    ) : (
      <Link href="/login" onClick={close} className={buttonClass("primary")}>
        Sign In
      </Link>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      {/* From md up, three columns whose outer two share the width equally: the links keep their place when
          the account slot fills in after load (a "Sign In" button or an e-mail of any length), no layout shift. */}
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:grid md:grid-cols-[1fr_auto_1fr]"
      >
        <Link
          href="/"
          className="flex items-center gap-2 justify-self-start text-lg font-bold"
          onClick={close}
        >
          <Icon name="Sparkles" className="size-6 text-brand-600" />
          Creatorkit
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={pathname.startsWith(link.href) ? "page" : undefined}
                className={cn(
                  "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
                  pathname.startsWith(link.href) && "text-brand-700",
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="hidden md:flex md:justify-end">{account}</div>
        <button
          ref={menuButton}
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={open ? "Close menu" : "Open menu"}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <Icon name="X" className="size-6" /> : <Icon name="Menu" className="size-6" />}
        </button>
      </nav>
      {open ? (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <ul className="space-y-1 py-2">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={close}
                  className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {account}
        </div>
      ) : null}
    </header>
  );
}
