import { handleGenerate } from "@/lib/tools/handle-generate";

export async function POST(request: Request, { params }: RouteContext<"/api/tools/[slug]/generate">) {
  const { slug } = await params;
  return handleGenerate(request, slug);
}
