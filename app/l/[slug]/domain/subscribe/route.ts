import { domainSignupResultPath } from "@/lib/biolinks/page-address";
import { signUp } from "@/lib/biolinks/signup";

// The sign-up form of the page on its creator's domain (as ../../subscribe/route.ts, answered on the domain).
export async function POST(request: Request, { params }: RouteContext<"/l/[slug]/domain/subscribe">) {
  const state = await signUp(request, (await params).slug);
  return new Response(null, { status: 303, headers: { Location: domainSignupResultPath(state) } });
}
