import { z } from "@/lib/zod";
import { getFeaturedEbooks } from "@/lib/ebooks/public-queries";

// Featured ebooks as JSON for other clients; the home page renders its own into its cached HTML.
export const dynamic = "force-dynamic";

const query = z.object({ limit: z.coerce.number().int().min(1).max(8).catch(6) });

export async function GET(request: Request) {
  const { limit } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const ebooks = await getFeaturedEbooks(limit);
  return Response.json(
    { ebooks },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}
