import type { QuotaState } from "./use-generation";

export function QuotaNote({ quota }: { quota: QuotaState | null }) {
  if (!quota) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="quota">
      {quota.remaining} of {quota.limit} free generations left this hour
    </p>
  );
}
