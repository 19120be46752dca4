import { getSession } from "@/lib/auth/session";
import { statsCsvRows, CSV_HEADER } from "@/lib/biolinks/stats/csv";
import { filtersFrom } from "@/lib/biolinks/stats/filters";
import { rangeFrom } from "@/lib/biolinks/stats/range";
import { getStatsView } from "@/lib/biolinks/stats/view";
import { csvResponse } from "@/lib/csv";

export const dynamic = "force-dynamic";

// The statistics screen's view (same range and filters) as CSV; anyone else's page answers 404.
export async function GET(request: Request, { params }: RouteContext<"/dashboard/stats/[slug]/export">) {
  const session = await getSession();
  if (!session) return new Response("Sign in to download your statistics.", { status: 401 });
  const { slug } = await params;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { range, error } = rangeFrom(query);
  if (error) return new Response(error, { status: 400 });
  const stats = await getStatsView(session.user.id, slug, range, filtersFrom(query));
  if (!stats) return new Response("Not found", { status: 404 });
  return csvResponse(
    `${slug}-statistics-${range.from}-to-${range.to}.csv`,
    CSV_HEADER,
    statsCsvRows(range, stats),
  );
}
