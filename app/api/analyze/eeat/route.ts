import { handleEeat } from "@/lib/tools/eeat/handle";

export async function POST(request: Request) {
  return handleEeat(request);
}
