"use client";

import { useCallback, useEffect, useRef, useState } from "react";

// Posts a tool's input and reads the answer as it streams in. Errors come back as JSON with a message that
// already says what happened and what to do.

export interface QuotaState {
  limit: number;
  remaining: number;
}

export type Status = "idle" | "loading" | "streaming" | "done" | "error";

export function useGeneration(slug: string) {
  const [text, setText] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [mode, setMode] = useState<"ai" | "offline" | null>(null);
  const [quota, setQuota] = useState<QuotaState | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    fetch("/api/tools/quota")
      .then((r) => (r.ok ? r.json() : null))
      .then((q: QuotaState | null) => q && setQuota((current) => current ?? q))
      .catch(() => {});
  }, []);

  const generate = useCallback(
    async (input: Record<string, string>, seed: number) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setStatus("loading");
      setError(null);
      setFieldErrors({});
      try {
        const response = await fetch(`/api/tools/${slug}/generate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ input, seed }),
          signal: controller.signal,
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as {
            error?: string;
            fieldErrors?: Record<string, string>;
            quota?: QuotaState;
          };
          if (body.quota) setQuota(body.quota);
          setFieldErrors(body.fieldErrors ?? {});
          setError(body.error ?? "Something went wrong on our side. Please try again in a minute.");
          setStatus("error");
          return;
        }
        const limit = Number(response.headers.get("x-quota-limit"));
        const remaining = Number(response.headers.get("x-quota-remaining"));
        if (limit) setQuota({ limit, remaining });
        setMode(response.headers.get("x-generation-mode") === "ai" ? "ai" : "offline");
        setText("");
        setStatus("streaming");
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let all = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          all += decoder.decode(value, { stream: true });
          setText(all);
        }
        setStatus("done");
      } catch (e) {
        if (controller.signal.aborted) return;
        setError(
          e instanceof TypeError
            ? "The connection was lost before the result was complete. Check your connection and try again; an unfinished generation is not counted."
            : "Something went wrong on our side. Please try again in a minute.",
        );
        setStatus("error");
      }
    },
    [slug],
  );

  return { text, setText, status, error, fieldErrors, mode, quota, generate };
}
