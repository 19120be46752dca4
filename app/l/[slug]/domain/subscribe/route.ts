import { slugOfPage } from "@/lib/biolinks/domains/page-name";
import { domainSignupResultPath } from "@/lib/biolinks/page-address";
import { signUp } from "@/lib/biolinks/signup";

// The sign-up form of the page on its creator's domain (as ../../subscribe/route.ts, answered on the domain).
export async function POST(request: Request, { params }: RouteContext<"/l/[slug]/domain/subscribe">) {
  const slug = await slugOfPage((await params).slug);
  const state = slug ? await signUp(request, slug) : "closed";
  return new Response(null, { status: 303, headers: { Location: domainSignupResultPath(state) } });
}
