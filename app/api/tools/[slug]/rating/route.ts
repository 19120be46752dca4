import { revalidatePath } from "next/cache";
import { toolPath } from "@/lib/tools/paths";
import { handleGetRating, handlePostRating } from "@/lib/tools/ratings/handle-rating";

export async function GET(request: Request, { params }: RouteContext<"/api/tools/[slug]/rating">) {
  return handleGetRating(request, (await params).slug);
}

export async function POST(request: Request, { params }: RouteContext<"/api/tools/[slug]/rating">) {
  return handlePostRating(request, (await params).slug, (slug) => revalidatePath(toolPath(slug)));
}
