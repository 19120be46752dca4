import { signupResultPath } from "@/lib/biolinks/paths";
import { confirmSignUp } from "@/lib/biolinks/signup";

// The confirmation page's button posts here: opening the e-mailed link alone (as mail scanners do)
// confirms nothing.
export async function POST(request: Request, { params }: RouteContext<"/l/[slug]/subscribe/confirm">) {
  const { slug } = await params;
  const state = await confirmSignUp(request, slug);
  return new Response(null, { status: 303, headers: { Location: signupResultPath(slug, state) } });
}
