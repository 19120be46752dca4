"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Sent / failed / left of a send, re-read every two seconds while it runs. */
export function SendProgress({
  sent,
  failed,
  left,
  starting = false,
  running,
}: {
  sent: number;
  failed: number;
  left: number;
  /** Due, but the queue has not taken it up yet. */
  starting?: boolean;
  running: boolean;
}) {
  const router = useRouter();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => router.refresh(), 2000);
    return () => clearInterval(timer);
  }, [running, router]);
  const total = sent + failed + left;
  const done = sent + failed;
  return (
    <div className="space-y-2">
      <progress
        className="h-3 w-full accent-brand-600"
        max={Math.max(total, 1)}
        value={done}
        aria-label="Send progress"
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {starting ? "Starting..." : `${sent} sent · ${failed} failed · ${left} left`}
      </p>
    </div>
  );
}
