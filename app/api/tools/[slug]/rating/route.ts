import { revalidatePath } from "next/cache";
import { renderedToolPath } from "@/lib/tools/kind-routes";
import { handleGetRating, handlePostRating } from "@/lib/tools/ratings/handle-rating";

export async function GET(request: Request, { params }: RouteContext<"/api/tools/[slug]/rating">) {
  return handleGetRating(request, (await params).slug);
}

export async function POST(request: Request, { params }: RouteContext<"/api/tools/[slug]/rating">) {
  return handlePostRating(request, (await params).slug, (slug) =>
    // The page is cached under the route that renders it, which for some kinds is not /tool/<slug>.
    revalidatePath(renderedToolPath(slug)),
  );
}
