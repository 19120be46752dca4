import { NextResponse } from "next/server";
import { viewBeaconSchema } from "@/lib/blog/public-validation";
import { recordView, viewDay } from "@/lib/blog/views";
import { isBot } from "@/lib/bots";
import { BODY_LIMITS } from "@/lib/http/body-limits";
import { readJsonBody } from "@/lib/http/body";
import { hit } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";

// Called by the post page once it is shown, so the page itself stays ISR-cached.

const WINDOW_MS = 60_000;
const MAX_PER_WINDOW = 30;

export async function POST(request: Request) {
  if (isBot(request.headers.get("user-agent"))) {
    return NextResponse.json({ counted: false, reason: "bot" });
  }
  const read = await readJsonBody(request, BODY_LIMITS.json);
  if (!read.ok) return read.response;
  const body = viewBeaconSchema.safeParse(read.value);
  if (!body.success) return NextResponse.json({ counted: false, reason: "invalid" }, { status: 400 });

  const visitor = visitorKey(request.headers);
  const window = await hit(`blog-view:${visitor}`, WINDOW_MS);
  if (window.count > MAX_PER_WINDOW) {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
    return NextResponse.json(
      { counted: false, reason: "rate_limited" },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  const counted = await recordView(body.data.postId, visitor, viewDay());
  return NextResponse.json({ counted });
}
