"use client";

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
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() =>
          start(async () => void (await markMessageRead(null, form({ id, read: String(!read) }))))
        }
      >
        {read ? "Mark as unread" : "Mark as read"}
      </Button>
      <Button
        variant="danger"
        disabled={pending}
        onClick={() => {
          if (!window.confirm("Are you sure you want to delete this message?")) return;
          start(async () => void (await deleteContactMessage(null, form({ id }))));
        }}
      >
        Delete
      </Button>
    </div>
  );
}
