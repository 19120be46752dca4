import { signupResultPath } from "@/lib/biolinks/paths";
import { signUp } from "@/lib/biolinks/signup";

// The "E-mail sign-up" block's form posts here; the answer is a page of its own (no JavaScript needed).
export async function POST(request: Request, { params }: RouteContext<"/l/[slug]/subscribe">) {
  const { slug } = await params;
  const state = await signUp(request, slug);
  return new Response(null, { status: 303, headers: { Location: signupResultPath(slug, state) } });
}
