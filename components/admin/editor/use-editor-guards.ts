"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ActionState } from "@/lib/action";

export const LEAVE_MESSAGE = "You have unsaved changes. Leave this page?";
const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveStatus = "idle" | "saving" | "saved" | "error";

/**
 * Tracks unsaved changes: asks before the tab closes or an in-app link is followed, and (when enabled,
 * for existing drafts) saves in the background a few seconds after the last change.
 */
export function useEditorGuards({
  formRef,
  autosave,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  autosave: ((state: ActionState, formData: FormData) => Promise<ActionState>) | null;
}) {
  const [version, setVersion] = useState(0);
  const [savedVersion, setSavedVersion] = useState(0);
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const leaving = useRef(false);
  const dirty = version !== savedVersion;
  const markDirty = useCallback(() => setVersion((v) => v + 1), []);
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    // Capture phase, before next/link sees the click.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || leaving.current || link.getAttribute("target") === "_blank") return;
      if (!window.confirm(LEAVE_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
      } else leaving.current = true;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  useEffect(() => {
    if (!autosave || !dirty || !formRef.current) return;
    const form = formRef.current;
    const target = version;
    const timer = setTimeout(async () => {
      setStatus("saving");
      const result = await autosave(null, new FormData(form));
      if (result?.ok) {
        setSavedVersion(target);
        setStatus("saved");
      } else setStatus("error");
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosave, dirty, version, formRef]);

  return { dirty, markDirty, allowLeave, status };
}
