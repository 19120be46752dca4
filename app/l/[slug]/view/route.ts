import { viewTarget } from "@/lib/biolinks/bio-targets";
import { answerView, toResponse } from "@/lib/biolinks/click-answers";

// A view of the cached page, counted as npm start's server counts one (lib/biolinks/click-answers.ts). The
// page it counts for comes from a cache a save clears (lib/biolinks/bio-targets.ts), so a view costs no query.
export async function GET(request: Request, { params }: RouteContext<"/l/[slug]/view">) {
  const target = await viewTarget((await params).slug);
  const sentHost = new URL(request.url).searchParams.get("ref");
  return toResponse(answerView(request, request.method, target, sentHost));
}
