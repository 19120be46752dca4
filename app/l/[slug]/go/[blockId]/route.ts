import { clickTarget } from "@/lib/biolinks/bio-targets";
import { toResponse } from "@/lib/biolinks/click-answers";
import { answerLimitedClick } from "@/lib/biolinks/click-limits";
import { answerPassword } from "@/lib/biolinks/link-password";

// Every link of a public page goes through here, or through npm start's server when memory holds the link:
// both answer with answerClick (lib/biolinks/click-answers.ts).

type Context = RouteContext<"/l/[slug]/go/[blockId]">;

/** The block id as stored (lower case), and the link it names; null for no link. */
async function linkOf({ params }: Context) {
  const { slug, blockId } = await params;
  const id = blockId.toLowerCase();
  return { id, target: /^[0-9a-f-]{36}$/.test(id) ? await clickTarget(slug, id) : null };
}

export async function GET(request: Request, context: Context) {
  const { id, target } = await linkOf(context);
  return toResponse(await answerLimitedClick(request, request.method, target, id));
}

/** A locked link's form: the visitor's password (lib/biolinks/link-password.ts). */
export async function POST(request: Request, context: Context) {
  const { id, target } = await linkOf(context);
  return toResponse(await answerPassword(request, target, id));
}
