import type { QuotaState } from "./use-generation";

// The line is there before the quota arrives (fetched after load), so filling it in moves nothing below:
// on a phone it has its own line under the button, which the text would otherwise open (layout shift).
export function QuotaNote({ quota }: { quota: QuotaState | null }) {
  return (
    <p className="min-h-5 basis-full text-sm text-slate-600 sm:basis-auto" data-testid="quota">
      {quota ? `${quota.remaining} of ${quota.limit} free generations left this hour` : null}
    </p>
  );
}
