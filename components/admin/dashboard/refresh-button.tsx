"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/** Re-reads the server data of the current screen without losing client state. */
export function RefreshButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="secondary" onClick={() => startTransition(() => router.refresh())} disabled={pending}>
      <RefreshCw className={cn("size-4", pending && "animate-spin")} aria-hidden />
      Refresh
    </Button>
  );
}
