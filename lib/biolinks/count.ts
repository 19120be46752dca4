import "server-only";
import { getAuth } from "@/lib/auth/auth";
import { isBot } from "@/lib/bots";
import { clientIp } from "@/lib/request-ip";
import { recordEvent } from "./events";
import { isMobile, utcDay, visitorHash } from "./visitors";

/** Whether the request comes from the page's owner, signed in (their own visits are not counted). */
async function isOwner(headers: Headers, ownerId: string): Promise<boolean> {
  // Visitors without a session cookie are the common case: no session lookup for them.
  if (!headers.get("cookie")?.includes("session_token")) return false;
  const session = await getAuth().api.getSession({ headers });
  return session?.user.id === ownerId;
}

/** Counts a view or click unless it comes from a bot or the owner. Returns whether it counted. */
export async function countEvent(
  request: Request,
  target: { pageId: string; ownerId: string },
  blockId: string,
): Promise<boolean> {
  const userAgent = request.headers.get("user-agent");
  if (isBot(userAgent) || (await isOwner(request.headers, target.ownerId))) return false;
  const day = utcDay();
  await recordEvent({
    pageId: target.pageId,
    blockId,
    day,
    visitorHash: await visitorHash(clientIp(request.headers), userAgent ?? "", day),
    mobile: isMobile(userAgent ?? ""),
  });
  return true;
}
