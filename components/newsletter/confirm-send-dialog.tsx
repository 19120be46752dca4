"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * The last step before an issue goes out, titled with how many will get it ("Send to 1,234 subscribers?",
 * as Ghost asks). Its form carries that number: the action refuses it when the list has changed since.
 */
export function ConfirmSendDialog({
  open,
  onClose,
  title,
  action,
  fields,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  action: (formData: FormData) => void;
  /** Hidden inputs the action reads: the id and the confirmed number of recipients, at least. */
  fields: Record<string, string>;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form action={action} className="space-y-4">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="space-y-2 text-sm">{children}</div>
        <div aria-live="polite">{error ? <Alert tone="error">{`❌ ${error}`}</Alert> : null}</div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
