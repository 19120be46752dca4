import { adminOnlyResponse } from "@/lib/auth/session";
import { listSubscribers } from "@/lib/newsletter/queries";

export const dynamic = "force-dynamic";

function csvCell(value: string): string {
  // Quote everything, double inner quotes, and defuse spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function GET() {
  const refused = await adminOnlyResponse();
  if (refused) return refused;
  const rows = await listSubscribers({ limit: 100_000 });
  const lines = [
    ["email", "status", "source", "subscribed_at", "updated_at"].join(","),
    ...rows.map((r) =>
      [r.email, r.status, r.source, r.createdAt.toISOString(), r.updatedAt.toISOString()]
        .map(csvCell)
        .join(","),
    ),
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
