"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

// The signed-in state on cached public pages, read with one small same-origin request to better-auth's own
// endpoint instead of shipping the whole auth client (and its dependencies) to every visitor.

export interface BrowserSession {
  user: { email: string; role?: string | null };
}

// The navbar and the admin hints on one page share a request; a navigation (sign-in, sign-out) asks again.
let current: { path: string; request: Promise<BrowserSession | null> } | null = null;
// Signing out keeps the visitor on the same address, so the hooks are told rather than left to ask again.
const listeners = new Set<(session: null) => void>();

function fetchSession(path: string): Promise<BrowserSession | null> {
  if (current?.path !== path) {
    const request = fetch("/api/auth/get-session", { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<BrowserSession | null>) : null))
      .catch(() => null);
    current = { path, request };
  }
  return current.request;
}

/** `undefined` while asking, `null` when signed out. */
export function useBrowserSession(): BrowserSession | null | undefined {
  const pathname = usePathname();
  const [session, setSession] = useState<BrowserSession | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchSession(pathname).then((value) => live && setSession(value));
    listeners.add(setSession);
    return () => {
      live = false;
      listeners.delete(setSession);
    };
  }, [pathname]);
  return session;
}

/** Ends the session; says why when the server refused, so the visitor is not told they left when they did not. */
export async function signOutInBrowser(): Promise<{ ok: true } | { ok: false; message?: string }> {
  current = null;
  try {
    const response = await fetch("/api/auth/sign-out", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (response.ok) {
      current = { path: window.location.pathname, request: Promise.resolve(null) };
      listeners.forEach((listener) => listener(null));
      return { ok: true };
    }
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return { ok: false, message: typeof body?.message === "string" ? body.message : undefined };
  } catch {
    return { ok: false };
  }
}
