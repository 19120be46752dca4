"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { AdminNav } from "./admin-nav";

/**
 * Small screens: a top bar whose button opens the admin navigation as a drawer (a modal dialog: focus
 * stays inside, Escape or a tap outside closes it, focus returns to the button).
 */
export function AdminDrawer({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-800 bg-slate-900 px-3 py-2 text-slate-100 md:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded p-2 hover:bg-slate-800"
        aria-label="Open admin menu"
        aria-expanded={open}
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <span className="font-bold">Creatorkit Admin</span>
      <Dialog open={open} onClose={close} className="relative z-50 md:hidden">
        <div className="fixed inset-0 bg-slate-900/50" aria-hidden />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-slate-900 text-slate-100 shadow-xl">
          <div className="flex items-center justify-between px-3 py-4">
            <DialogTitle className="text-lg font-bold">Creatorkit Admin</DialogTitle>
            <button
              type="button"
              onClick={close}
              className="rounded p-1 hover:bg-slate-800"
              aria-label="Close admin menu"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <AdminNav email={email} onNavigate={close} />
        </DialogPanel>
      </Dialog>
    </div>
  );
}
