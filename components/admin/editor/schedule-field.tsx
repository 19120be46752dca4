"use client";

import { useState, useSyncExternalStore } from "react";
import { inputClass } from "@/components/ui/field";

const noop = () => () => {};

/** "2026-11-21T14:30" in the browser's time zone, as datetime-local wants it. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The publish time of a scheduled post. The visible input is in the browser's time zone; the hidden
 * field sends an exact instant, so the server never guesses the zone.
 */
export function ScheduleField({
  initialIso,
  error,
  onChange,
}: {
  initialIso: string | null;
  error?: string;
  onChange: () => void;
}) {
  const isClient = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [local, setLocal] = useState<string | null>(null);
  const shown = local ?? (isClient ? toLocalInput(initialIso) : "");
  const instant = local === null ? (initialIso ?? "") : local ? new Date(local).toISOString() : "";
  return (
    <div className="space-y-1">
      <label htmlFor="schedule-at" className="block text-sm font-medium text-slate-700">
        Publish at
      </label>
      <input type="hidden" name="scheduledPublishAt" value={instant} />
      <input
        id="schedule-at"
        type="datetime-local"
        required
        value={shown}
        onChange={(e) => {
          setLocal(e.target.value);
          onChange();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "schedule-at-error" : undefined}
        className={inputClass}
      />
      {error ? (
        <p id="schedule-at-error" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
