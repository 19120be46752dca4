import { leaveList } from "@/lib/newsletter/store";
import { isValidUnsubscribeToken } from "@/lib/newsletter/token";
import { unsubscribeSchema } from "@/lib/newsletter/validation";

// RFC 8058 one-click unsubscribe, for the site's list and (with `list`) a creator's: a mail client's
// "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` here, from its own servers (so no origin check), and the signed address is enough. A GET (someone
// opening the address) gets the page with its button instead: link scanners must not unsubscribe anyone.

function parse(request: Request) {
  const url = new URL(request.url);
  return unsubscribeSchema.safeParse({
    email: url.searchParams.get("email") ?? "",
    token: url.searchParams.get("token") ?? "",
    list: url.searchParams.get("list") ?? undefined,
    issue: url.searchParams.get("issue") ?? undefined,
  });
}

export async function POST(request: Request) {
  const parsed = parse(request);
  const invalid = () => new Response("This unsubscribe link is not valid.", { status: 400 });
  if (!parsed.success) return invalid();
  const { email, token, list, issue } = parsed.data;
  if (!isValidUnsubscribeToken(email, token, list)) return invalid();
  await leaveList(email, list, issue);
  return new Response("Unsubscribed.", { status: 200, headers: { "Cache-Control": "no-store" } });
}

export function GET(request: Request) {
  const url = new URL(request.url);
  url.pathname = "/newsletter/unsubscribe";
  return Response.redirect(url, 303);
}
