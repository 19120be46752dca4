"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { formatTime } from "@/lib/format";

/** Sent / bounced / failed / left of a send, re-read every two seconds while it runs. */
export function SendProgress({
  sent,
  bounced,
  failed,
  left,
  starting = false,
  running,
  pausedUntil,
  pauseReason,
}: {
  sent: number;
  bounced: number;
  failed: number;
  left: number;
  /** Due, but the queue has not taken it up yet. */
  starting?: boolean;
  running: boolean;
  /** The mail server was away: the send waits until then (a past time: it is about to go on). */
  pausedUntil: Date | null;
  pauseReason: string | null;
}) {
  const router = useRouter();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => router.refresh(), 2000);
    return () => clearInterval(timer);
  }, [running, router]);
  const total = sent + bounced + failed + left;
  const done = sent + bounced + failed;
  return (
    <div className="space-y-2">
      <progress
        className="h-3 w-full accent-brand-600"
        max={Math.max(total, 1)}
        value={done}
        aria-label="Send progress"
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {starting ? "Starting..." : `${sent} sent · ${bounced} bounced · ${failed} failed · ${left} left`}
      </p>
      {pausedUntil ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Paused: the mail server is not answering (retrying at {formatTime(pausedUntil)})
          {pauseReason ? <span className="block text-xs text-amber-800">{pauseReason}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
