"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { deleteContactMessage, markMessageRead } from "@/lib/contact/actions";
import { Button } from "@/components/ui/button";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

export function MessageActions({ id, read }: { id: string; read: boolean }) {
  const [pending, start] = useTransition();
  const router = useRouter();
  const run = (action: typeof markMessageRead, fields: Record<string, string>) =>
    start(async () => {
      const result = await action(null, form(fields));
      if (result && !result.ok) window.alert(result.message);
      router.refresh();
    });
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() => run(markMessageRead, { id, read: String(!read) })}
      >
        {read ? "Mark as unread" : "Mark as read"}
      </Button>
      <Button
        variant="danger"
        disabled={pending}
        onClick={() => {
          if (!window.confirm("Are you sure you want to delete this message?")) return;
          run(deleteContactMessage, { id });
        }}
      >
        Delete
      </Button>
    </div>
  );
}
