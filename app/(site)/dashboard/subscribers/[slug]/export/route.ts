import { getSession } from "@/lib/auth/session";
import { getOwnSubscribers } from "@/lib/biolinks/subscriber-queries";
import { csvResponse } from "@/lib/csv";

export const dynamic = "force-dynamic";

// A creator's own list only: anyone else's page answers 404, as if it did not exist.
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/subscribers/[slug]/export">,
) {
  const session = await getSession();
  if (!session) return new Response("Sign in to download your subscribers.", { status: 401 });
  const { slug } = await params;
  const list = await getOwnSubscribers(session.user.id, slug);
  if (!list) return new Response("Not found", { status: 404 });
  return csvResponse(
    `${slug}-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
    ["email", "status", "signed_up_at", "confirmed_at"],
    list.rows.map((r) => [r.email, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? ""]),
  );
}
