"use client";

import { Star } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { cn } from "@/components/ui/cn";
import { formatCount } from "@/lib/format";

interface RatingState {
  average: number;
  count: number;
  yours: number | null;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * "Rate this tool": the live average and count, and five stars as a radio group (arrow keys move, a
 * choice is sent at once). Loaded in the browser so the tool page itself stays cached for everyone.
 */
export function ToolRating({ slug, name }: { slug: string; name: string }) {
  const [state, setState] = useState<RatingState | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState<number | null>(null);
  const group = useId();
  const endpoint = `/api/tools/${slug}/rating`;

  useEffect(() => {
    let live = true;
    void fetch(endpoint)
      .then((r) => (r.ok ? (r.json() as Promise<RatingState>) : null))
      .then((data) => live && data && setState(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [endpoint]);

  async function rate(stars: number) {
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ stars }),
      });
      const body = (await response.json()) as RatingState & { error?: string };
      if (!response.ok) {
        setMessage({ text: body.error ?? "Your rating could not be saved. Please try again.", error: true });
        return;
      }
      setState(body);
      setMessage({ text: "Thanks for rating!", error: false });
    } catch {
      setMessage({ text: "Your rating could not be saved. Please try again.", error: true });
    } finally {
      setBusy(false);
    }
  }

  const shown = hover ?? state?.yours ?? 0;
  return (
    <section aria-labelledby={`${group}-title`} className="mt-10 rounded-xl border border-slate-200 p-5">
      <h2 id={`${group}-title`} className="text-lg font-semibold">
        Rate this tool
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="rating-summary">
        {state === null
          ? "Loading ratings…"
          : state.count === 0
            ? "No ratings yet. Be the first."
            : `${state.average.toFixed(1)} out of 5 (${formatCount(state.count, "rating")})`}
      </p>
      <fieldset className="mt-3" disabled={busy || state === null}>
        <legend className="sr-only">Your rating of {name}</legend>
        <div className="flex gap-1" onMouseLeave={() => setHover(null)}>
          {STARS.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHover(stars)}
              className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name={group}
                value={stars}
                checked={state?.yours === stars}
                onChange={() => void rate(stars)}
                className="sr-only"
              />
              <Star
                aria-hidden
                className={cn("size-7", stars <= shown ? "fill-amber-400 text-amber-500" : "text-slate-400")}
              />
              <span className="sr-only">{formatCount(stars, "star")}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p
        role="status"
        className={cn("mt-2 min-h-5 text-sm", message?.error ? "text-red-700" : "text-green-700")}
      >
        {message?.text}
      </p>
    </section>
  );
}
