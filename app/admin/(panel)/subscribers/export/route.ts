import { adminOnlyResponse } from "@/lib/auth/session";
import { csvResponse } from "@/lib/csv";
import { listSubscribers } from "@/lib/newsletter/queries";

export const dynamic = "force-dynamic";

export async function GET() {
  const refused = await adminOnlyResponse();
  if (refused) return refused;
  const rows = await listSubscribers({ limit: 100_000 });
  return csvResponse(
    `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
    ["email", "status", "source", "subscribed_at", "updated_at"],
    rows.map((r) => [r.email, r.status, r.source, r.createdAt.toISOString(), r.updatedAt.toISOString()]),
  );
}
