"use client";

import { type ComponentType, type ReactNode, Suspense, lazy, useSyncExternalStore } from "react";
import { Spinner } from "@/components/ui/spinner";

const noChanges = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A component whose code loads when it first renders, in the browser only: next/dynamic with ssr: false,
 * without next/dynamic's own runtime, which on the PDF pages weighed more than a screen (their first-load
 * budget is tight). Not rendered on the server: a drop zone that cannot take a file yet would lose it.
 * `placeholder` holds its place until then (a spinner by default); of the component's first size, nothing
 * below it moves when it arrives.
 */
export function browserOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = <Spinner />,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function BrowserOnly(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
