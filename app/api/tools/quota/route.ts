import { visitorKey } from "@/lib/request-ip";
import { getQuota } from "@/lib/tools/quota";

// What is left of this visitor's free generations, for the tool page (which is static and cannot know).
export async function GET(request: Request) {
  const quota = await getQuota(visitorKey(request.headers));
  return Response.json(quota, { headers: { "cache-control": "no-store" } });
}
